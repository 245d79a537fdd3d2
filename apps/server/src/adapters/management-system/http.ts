import {
  assetSchema,
  distanceKm,
  NEARBY_ASSETS_MAX,
  type Asset,
  type IncidentType,
  type ManagementArea,
} from '@cabildo/domain';
import type { AssetScope, ManagementSystem } from './port.ts';

/**
 * Production adapter: POSTs to the management system's endpoints with the spec's payloads
 * (Spanish field names, coordinates as strings) and a bearer token:
 * - /verify-user `{ userMuniCore, idMunicipioMuniCore, useAWS }` → `{ result, error }` (verifyMuniCoreUser)
 * - /identifiers `{ latitud, longitud, tipoIncidenteId, username, radio, idMunicipioMuniCore }` →
 *   `{ status: 'ok', result: [identifier…] }` (getIdentifiers)
 * - /identifiers/:id `{ idIdentifier, username, idMunicipioMuniCore }` → `{ status: 'ok', result: identifier }`
 *   (getIdentifierDataById; 404 or a null result: no such asset)
 * - /incidents `{ tipoIncidenteId, titulo, codigoRespuesta, username, latitud, longitud, idMunicipioMuniCore }` →
 *   `{ status: 'ok', result: { id } }` (or `idIncidente`)
 * - /areas `{ username, idMunicipioMuniCore }` → `{ status: 'ok', result: [{ areaId, areaDescripcion }] }`
 *   (getMuniCoreAreas)
 * - /incident-types `{ username, areaId, idMunicipioMuniCore }` → `{ status: 'ok', result: [{ idTipoIncidente,
 *   descripcion }] }`
 * - /incident-types/create `{ muniCoreUsername, muniCoreAreaId, formTitle, publico, idMunicipioMuniCore }` →
 *   `{ result: true, id }` (createTipoIncidencia; `result: false` is a refusal)
 * - /external-messages `{ message, formData: { incidenteId, urlFormulario, username, municipioId } }` → any 2xx
 *   (sendExternalMessage)
 * An identifier is `{ idIdentificador, descripcion, tipoIdentificador, direccion,
 * geometria: { geolocalizacion: [latitud, longitud] } }`.
 */
export function httpManagementSystem(
  baseUrl: string,
  token: string | null,
  timeoutMs = 10_000,
): ManagementSystem {
  const base = baseUrl.replace(/\/$/, '');

  async function post(path: string, payload: unknown): Promise<Response> {
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** The `result` of an `{ status: 'ok', result }` answer; anything else is a failure. */
  async function okResult(path: string, response: Response): Promise<unknown> {
    if (!response.ok) throw new Error(`management system answered ${response.status} on ${path}`);
    const body = (await response.json()) as { status?: unknown; result?: unknown };
    if (body.status !== 'ok')
      throw new Error(`management system answered status ${String(body.status)} on ${path}`);
    return body.result;
  }

  async function getAsset(id: string, scope: AssetScope): Promise<Asset | null> {
    const path = `/identifiers/${encodeURIComponent(id)}`;
    const response = await post(path, {
      idIdentifier: id,
      username: scope.username,
      idMunicipioMuniCore: scope.municipalityManagementId,
    });
    if (response.status === 404) return null;
    const result = await okResult(path, response);
    return result === null || result === undefined ? null : toAsset(result);
  }

  return {
    async verifyUser({ username, municipalityManagementId, useCloud }) {
      const response = await post('/verify-user', {
        userMuniCore: username,
        idMunicipioMuniCore: municipalityManagementId,
        useAWS: useCloud,
      });
      if (!response.ok) throw new Error(`management system answered ${response.status}`);
      const body = (await response.json()) as { result?: unknown; error?: unknown };
      return { result: body.result === true, error: typeof body.error === 'string' ? body.error : null };
    },

    async createIncident(input) {
      const response = await post('/incidents', {
        tipoIncidenteId: input.typeId,
        titulo: input.formTitle,
        codigoRespuesta: input.answerCode,
        username: input.username,
        latitud: input.latitude === null ? null : String(input.latitude),
        longitud: input.longitude === null ? null : String(input.longitude),
        idMunicipioMuniCore: input.municipalityManagementId,
      });
      const result = (await okResult('/incidents', response)) as {
        id?: unknown;
        idIncidente?: unknown;
      } | null;
      const id = result?.id ?? result?.idIncidente;
      if (typeof id !== 'string' && typeof id !== 'number')
        throw new Error('management system gave no incident id');
      return { id: String(id) };
    },

    async findAssets(input) {
      const response = await post('/identifiers', {
        latitud: String(input.latitude),
        longitud: String(input.longitude),
        tipoIncidenteId: input.incidentTypeId,
        username: input.username,
        radio: String(input.radiusKm),
        idMunicipioMuniCore: input.municipalityManagementId,
      });
      const result = await okResult('/identifiers', response);
      if (!Array.isArray(result)) throw new Error('management system gave no identifier list');
      // The list may hold whole identifiers or only their ids; ids are read one by one.
      const found = await Promise.all(
        result.slice(0, NEARBY_ASSETS_MAX).map((item) => {
          const asset = toAsset(item);
          const id = isId(item) ? String(item) : null;
          return asset ?? (id ? getAsset(id, input) : null);
        }),
      );
      const centre = { latitude: input.latitude, longitude: input.longitude };
      return found
        .filter((asset): asset is Asset => asset !== null)
        .sort((a, b) => distanceKm(centre, a) - distanceKm(centre, b));
    },

    getAsset,

    async listAreas(scope) {
      const response = await post('/areas', {
        username: scope.username,
        idMunicipioMuniCore: scope.municipalityManagementId,
      });
      const result = await okResult('/areas', response);
      if (!Array.isArray(result)) throw new Error('management system gave no area list');
      return result.flatMap((item: { areaId?: unknown; areaDescripcion?: unknown }): ManagementArea[] =>
        isId(item?.areaId) ? [{ id: String(item.areaId), name: text(item.areaDescripcion) }] : [],
      );
    },

    async listIncidentTypes(scope, areaId) {
      const response = await post('/incident-types', {
        username: scope.username,
        areaId,
        idMunicipioMuniCore: scope.municipalityManagementId,
      });
      const result = await okResult('/incident-types', response);
      if (!Array.isArray(result)) throw new Error('management system gave no incident type list');
      return result.flatMap(
        (item: { idTipoIncidente?: unknown; id?: unknown; descripcion?: unknown; nombre?: unknown }) => {
          const id = item?.idTipoIncidente ?? item?.id;
          return isId(id)
            ? [{ id: String(id), name: text(item.descripcion ?? item.nombre), areaId } satisfies IncidentType]
            : [];
        },
      );
    },

    async createIncidentType(input) {
      const response = await post('/incident-types/create', {
        muniCoreUsername: input.username,
        muniCoreAreaId: input.areaId,
        formTitle: input.name,
        publico: input.public,
        idMunicipioMuniCore: input.municipalityManagementId,
      });
      if (!response.ok) throw new Error(`management system answered ${response.status}`);
      const body = (await response.json()) as { result?: unknown; id?: unknown };
      if (body.result === false || !isId(body.id))
        throw new Error('management system refused the incident type');
      return { id: String(body.id) };
    },

    async sendExternalMessage(input) {
      const response = await post('/external-messages', {
        message: input.message,
        formData: {
          incidenteId: input.incidentId,
          urlFormulario: input.formUrl,
          username: input.username,
          municipioId: input.municipalityManagementId,
        },
      });
      if (!response.ok)
        throw new Error(`management system answered ${response.status} on /external-messages`);
    },
  };
}

const isId = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

type Identifier = {
  idIdentificador?: unknown;
  descripcion?: unknown;
  tipoIdentificador?: unknown;
  direccion?: unknown;
  geometria?: { geolocalizacion?: unknown } | null;
};

/** An identifier of the management system as the domain's asset, or null when it lacks an id or a position. */
function toAsset(value: unknown): Asset | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Identifier;
  const position = item.geometria?.geolocalizacion;
  const [latitude, longitude] = Array.isArray(position)
    ? [Number(position[0]), Number(position[1])]
    : typeof position === 'object' && position !== null
      ? [
          Number((position as { latitud?: unknown }).latitud),
          Number((position as { longitud?: unknown }).longitud),
        ]
      : [NaN, NaN];
  const parsed = assetSchema.safeParse({
    id: isId(item.idIdentificador) ? String(item.idIdentificador) : '',
    description: text(item.descripcion).slice(0, 500),
    type: text(item.tipoIdentificador).slice(0, 200),
    address: text(item.direccion).slice(0, 500),
    latitude,
    longitude,
  });
  return parsed.success ? parsed.data : null;
}

/** A text field, also when the system sends it as `{ descripcion }` or `{ nombre }`. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) {
    const named = value as { descripcion?: unknown; nombre?: unknown };
    return text(named.descripcion ?? named.nombre ?? '');
  }
  return '';
}
