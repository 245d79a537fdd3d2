import { CITIZEN_DOCUMENT_TYPES, type CitizenData } from '@cabildo/domain';
import { z } from 'zod';
import type { CitizenRegistry } from './port.ts';

/** The registry marks a legal entity by this surname (spec part 2 §3). */
const LEGAL_ENTITY_SURNAME = 'Dummy';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

const getCitizenAnswer = z.object({
  status: z.string(),
  result: z
    .object({
      id: text,
      nombre: text,
      apellido: text,
      email: text,
      telefono: text,
      calle: text,
    })
    .nullish(),
});

const createCitizenAnswer = z.object({
  status: z.string(),
  message: z.string().nullish(),
  result: z
    .object({
      idCiudadano: z.union([z.string(), z.number()]).transform(String),
      otrosDatos: z.object({ dni: text }).nullish(),
    })
    .nullish(),
});

/**
 * Production adapter: POSTs the spec's callable payloads to `{baseUrl}/getCitizen` and
 * `{baseUrl}/createCitizen`, which answer `{ status, result }`; status 'fail' is an error.
 * municipioPath carries the municipality's id.
 */
export function httpCitizenRegistry(
  baseUrl: string,
  token: string | null,
  timeoutMs = 10_000,
): CitizenRegistry {
  const call = async (name: string, payload: object): Promise<unknown> => {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`citizen registry answered ${response.status} to ${name}`);
    return response.json();
  };

  return {
    async lookup({ municipalityId, kind, number }) {
      const answer = getCitizenAnswer.parse(
        await call('getCitizen', { dni: number, municipioPath: municipalityId }),
      );
      if (answer.status === 'fail') throw new Error('citizen registry failed to look up');
      const found = answer.result;
      if (!found?.id) return null;
      const legal = kind === 'legal';
      return {
        id: found.id,
        kind,
        dni: legal ? null : number,
        cuit: legal ? number : null,
        firstName: found.nombre ?? '',
        lastName: legal || found.apellido === LEGAL_ENTITY_SURNAME ? '' : (found.apellido ?? ''),
        email: found.email,
        phone: found.telefono,
        street: found.calle,
      } satisfies CitizenData;
    },

    async create(input) {
      const legal = input.kind === 'legal';
      const number = legal ? input.cuit : input.dni;
      const answer = createCitizenAnswer.parse(
        await call('createCitizen', {
          nombre: legal ? input.name : input.firstName,
          apellido: legal ? LEGAL_ENTITY_SURNAME : input.lastName,
          dni: number,
          email: input.email ?? '',
          telefono: input.phone ?? '',
          calle: input.street ?? '',
          tipoDocumentoId: legal ? CITIZEN_DOCUMENT_TYPES.cuit : CITIZEN_DOCUMENT_TYPES.dni,
          municipioPath: input.municipalityId,
        }),
      );
      if (answer.status === 'fail' || !answer.result) {
        throw new Error(`citizen registry refused to create: ${answer.message ?? 'no reason given'}`);
      }
      const registered = answer.result.otrosDatos?.dni ?? number;
      return {
        id: answer.result.idCiudadano,
        kind: input.kind,
        dni: legal ? null : registered,
        cuit: legal ? registered : null,
        firstName: legal ? input.name : input.firstName,
        lastName: legal ? '' : input.lastName,
        email: input.email,
        phone: input.phone,
        street: input.street,
      };
    },
  };
}
