import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { distanceKm, type Asset, type MunicipalitySettings } from '@cabildo/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpManagementSystem } from '../../../src/adapters/management-system/http.ts';
import { managementAssets } from '../../../src/db/schema/index.ts';
import { DEMO_ASSETS_PER_MUNICIPALITY, seedDemoAssets } from '../../../src/seed/demo-assets.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/** A tiny HTTP server on 127.0.0.1 that records what it was asked and answers with `handle`. */
type Recorded = { method: string; url: URL; headers: IncomingMessage['headers']; body: unknown };
type Fake = { url: string; requests: Recorded[]; close: () => Promise<void> };
async function fakeServer(handle: (request: Recorded) => { status?: number; body: unknown }): Promise<Fake> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const recorded: Recorded = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      };
      requests.push(recorded);
      const answer = handle(recorded);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: taken from a server that is closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Nominatim's jsonv2 answers, as the public instance gives them. */
const nominatim = (request: Recorded) => {
  if (request.url.pathname === '/search') {
    if (request.url.searchParams.get('q') === 'broken') return { status: 500, body: { error: 'boom' } };
    return {
      body: [
        {
          place_id: 1,
          lat: '-31.4135',
          lon: '-64.1811',
          display_name: 'Avenida General San Martín 100, Centro, Córdoba, Argentina',
          category: 'highway',
        },
        { place_id: 2, lat: '-31.4', lon: '-64.2', display_name: '' },
        { place_id: 3, lat: 'n/a', lon: '-64.2', display_name: 'No position' },
        { place_id: 4, lat: '-31.4296', lon: '-64.1903', display_name: 'San Martín, Güemes, Córdoba' },
      ],
    };
  }
  if (request.url.pathname === '/reverse') {
    if (request.url.searchParams.get('lat') === '-10') return { body: { error: 'Unable to geocode' } };
    return { body: { place_id: 9, lat: '-31.42', lon: '-64.18', display_name: 'Deán Funes 52, Córdoba' } };
  }
  return { status: 404, body: { error: 'not found' } };
};

let t: TestApp;
let geocoder: Fake;
const sessions: Record<string, Session> = {};
beforeAll(async () => {
  t = await startTestApp();
  geocoder = await fakeServer(nominatim);
  for (const slug of ['admin', 'inspector']) sessions[slug] = await signIn(t.app, demoEmail(slug));
});
afterAll(async () => {
  await geocoder.close();
  await t.close();
});

const get = (slug: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: slug ? as(sessions[slug]!) : {} });
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

const PUBLIC_FORM = DEMO_FORM_IDS.noiseComplaint;
const PRIVATE_FORM = DEMO_FORM_IDS.streetLighting;
const OTHER_AREA_FORM = DEMO_FORM_IDS.treePruning;
const CORDOBA_CENTRE = { latitude: -31.4201, longitude: -64.1888 };

/** Changes Córdoba's settings through the admin API, as the municipality dialog does. */
async function setCordobaSettings(settings: Partial<MunicipalitySettings>) {
  const [cordoba] = (await get('admin', '/api/municipalities?name=C%C3%B3rdoba')).json();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/municipalities/${DEMO_IDS.cordoba}`,
    headers: as(sessions.admin!),
    payload: {
      name: cordoba.name,
      key: cordoba.key,
      managementId: String(cordoba.managementId),
      provinceId: cordoba.province.id,
      latitude: cordoba.latitude,
      longitude: cordoba.longitude,
      settings: { ...cordoba.settings, ...settings },
    },
  });
  expect(response.statusCode).toBe(200);
}

describe('nearby assets (getIdentifiers, radius 1 km)', () => {
  // Far from the demo assets around the centre: only the assets placed here are near.
  const spot = { latitude: -31.25, longitude: -64.3 };
  const north = (km: number) => ({ latitude: spot.latitude + km / 111.1951, longitude: spot.longitude });
  const placed: (Asset & { municipalityId: string })[] = [
    { id: 'T-NEAR', km: 0.3, municipalityId: DEMO_IDS.cordoba },
    { id: 'T-EDGE', km: 0.95, municipalityId: DEMO_IDS.cordoba },
    { id: 'T-JUST-OUT', km: 1.05, municipalityId: DEMO_IDS.cordoba },
    { id: 'T-FAR', km: 2.5, municipalityId: DEMO_IDS.cordoba },
    { id: 'T-OTHER-TOWN', km: 0.1, municipalityId: DEMO_IDS.carlosPaz },
  ].map(({ id, km, municipalityId }) => ({
    id,
    municipalityId,
    description: `Luminaria de prueba ${id}`,
    type: 'Luminaria',
    address: `Calle ${id}`,
    ...north(km),
  }));

  beforeAll(async () => {
    await t.database.db.insert(managementAssets).values(placed);
  });

  it('lists the assets of the form’s municipality within 1 km, nearest first, and not farther ones', async () => {
    const response = await get(
      'inspector',
      `/api/places/assets?${query({ formId: PRIVATE_FORM, lat: spot.latitude, lng: spot.longitude })}`,
    );
    expect(response.statusCode).toBe(200);
    const { assets } = response.json() as { assets: Asset[] };
    expect(assets.map((asset) => asset.id)).toEqual(['T-NEAR', 'T-EDGE']);
    expect(assets[0]).toEqual({
      id: 'T-NEAR',
      description: 'Luminaria de prueba T-NEAR',
      type: 'Luminaria',
      address: 'Calle T-NEAR',
      ...north(0.3),
    });
  });

  it('finds the demo assets around the municipality centre, all within the radius', async () => {
    const response = await get(
      null,
      `/api/places/assets?${query({ formId: PUBLIC_FORM, lat: CORDOBA_CENTRE.latitude, lng: CORDOBA_CENTRE.longitude })}`,
    );
    const { assets } = response.json() as { assets: Asset[] };
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(distanceKm(CORDOBA_CENTRE, asset)).toBeLessThanOrEqual(1);
      expect(['Luminaria', 'Árbol', 'Contenedor']).toContain(asset.type);
      expect(asset.id.startsWith('CBA-')).toBe(true);
    }
  });

  it('seeds the demo assets once: seeding again adds nothing', async () => {
    const total = async () =>
      (
        await t.database.db
          .select({ value: count() })
          .from(managementAssets)
          .where(eq(managementAssets.municipalityId, DEMO_IDS.carlosPaz))
      )[0]!.value;
    const before = await total();
    expect(before).toBe(DEMO_ASSETS_PER_MUNICIPALITY + 1);
    await seedDemoAssets(t.database.db, [DEMO_IDS.carlosPaz]);
    expect(await total()).toBe(before);
  });

  it('reads one asset of the municipality by id (getIdentifierDataById), never another town’s', async () => {
    const found = await get(null, `/api/places/assets/T-EDGE?formId=${PUBLIC_FORM}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: 'T-EDGE', type: 'Luminaria', address: 'Calle T-EDGE' });
    expect((await get(null, `/api/places/assets/T-OTHER-TOWN?formId=${PUBLIC_FORM}`)).statusCode).toBe(404);
    const unknown = await get('inspector', `/api/places/assets/NOPE?formId=${PRIVATE_FORM}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('lists nothing where the municipality skips asset lookup', async () => {
    await setCordobaSettings({ skipAssetLookup: true });
    try {
      const response = await get(
        'inspector',
        `/api/places/assets?${query({ formId: PRIVATE_FORM, lat: spot.latitude, lng: spot.longitude })}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ assets: [] });
      expect((await get('inspector', `/api/places/assets/T-NEAR?formId=${PRIVATE_FORM}`)).statusCode).toBe(
        404,
      );
    } finally {
      await setCordobaSettings({ skipAssetLookup: false });
    }
  });

  it('refuses impossible coordinates and changes nothing', async () => {
    const response = await get(
      'inspector',
      `/api/places/assets?${query({ formId: PRIVATE_FORM, lat: 95, lng: 0 })}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('who may ask: whoever may open the form for answering', () => {
  const point = query({ lat: CORDOBA_CENTRE.latitude, lng: CORDOBA_CENTRE.longitude });

  it('lets anonymous people use a public form and refuses them a private one', async () => {
    expect((await get(null, `/api/places/assets?formId=${PUBLIC_FORM}&${point}`)).statusCode).toBe(200);
    const refused = await get(null, `/api/places/assets?formId=${PRIVATE_FORM}&${point}`);
    expect(refused.statusCode).toBe(404);
    expect((await get(null, `/api/places/assets/CBA-LUM-0001?formId=${PRIVATE_FORM}`)).statusCode).toBe(404);
    expect((await get(null, `/api/places/reverse?formId=${PRIVATE_FORM}&${point}`)).statusCode).toBe(404);
  });

  it('lets signed-in people use forms of their areas only (admin: every form)', async () => {
    expect((await get('inspector', `/api/places/assets?formId=${PRIVATE_FORM}&${point}`)).statusCode).toBe(
      200,
    );
    const refused = await get('inspector', `/api/places/assets?formId=${OTHER_AREA_FORM}&${point}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORM_NOT_IN_AREAS');
    expect((await get('admin', `/api/places/assets?formId=${OTHER_AREA_FORM}&${point}`)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a form that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000999';
    expect((await get('inspector', `/api/places/assets?formId=${missing}&${point}`)).statusCode).toBe(404);
  });
});

describe('geocoding through a Nominatim-compatible provider', () => {
  beforeAll(async () => setCordobaSettings({ geocodingUrl: geocoder.url }));

  it('searches addresses near the municipality and maps the answer', async () => {
    geocoder.requests.length = 0;
    const response = await get(
      null,
      `/api/places/search?${query({ formId: PUBLIC_FORM, q: '  San Martín 100 ' })}`,
    );
    expect(response.statusCode).toBe(200);
    // Entries without an address or a position are dropped.
    expect(response.json()).toEqual({
      results: [
        {
          latitude: -31.4135,
          longitude: -64.1811,
          address: 'Avenida General San Martín 100, Centro, Córdoba, Argentina',
        },
        { latitude: -31.4296, longitude: -64.1903, address: 'San Martín, Güemes, Córdoba' },
      ],
    });
    const [asked] = geocoder.requests;
    expect(asked!.url.pathname).toBe('/search');
    expect(asked!.url.searchParams.get('format')).toBe('jsonv2');
    expect(asked!.url.searchParams.get('q')).toBe('San Martín 100');
    expect(asked!.url.searchParams.get('limit')).toBe('5');
    // Biased towards the municipality's centre: left,top,right,bottom around Córdoba.
    const [left, top, right, bottom] = asked!.url.searchParams.get('viewbox')!.split(',').map(Number);
    expect(left! < CORDOBA_CENTRE.longitude && CORDOBA_CENTRE.longitude < right!).toBe(true);
    expect(bottom! < CORDOBA_CENTRE.latitude && CORDOBA_CENTRE.latitude < top!).toBe(true);
    expect(asked!.headers['user-agent']).toMatch(/^Cabildo/);
  });

  it('finds the address of a point, or null where the provider knows none', async () => {
    geocoder.requests.length = 0;
    const found = await get(
      'inspector',
      `/api/places/reverse?${query({ formId: PRIVATE_FORM, lat: -31.42, lng: -64.18 })}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ address: 'Deán Funes 52, Córdoba' });
    const asked = geocoder.requests.at(-1)!;
    expect(asked.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      format: 'jsonv2',
      lat: '-31.42',
      lon: '-64.18',
    });
    const nothing = await get(
      'inspector',
      `/api/places/reverse?${query({ formId: PRIVATE_FORM, lat: -10, lng: -64.18 })}`,
    );
    expect(nothing.json()).toEqual({ address: null });
  });

  it('refuses an empty search and asks the provider nothing', async () => {
    geocoder.requests.length = 0;
    const response = await get(null, `/api/places/search?${query({ formId: PUBLIC_FORM, q: '   ' })}`);
    expect(response.statusCode).toBe(400);
    expect(geocoder.requests).toHaveLength(0);
  });

  it('answers 503 GEOCODING_UNAVAILABLE when the provider fails or cannot be reached', async () => {
    const failed = await get(null, `/api/places/search?${query({ formId: PUBLIC_FORM, q: 'broken' })}`);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.code).toBe('GEOCODING_UNAVAILABLE');

    await setCordobaSettings({ geocodingUrl: `http://127.0.0.1:${await closedPort()}` });
    const search = await get(null, `/api/places/search?${query({ formId: PUBLIC_FORM, q: 'Belgrano 20' })}`);
    expect(search.statusCode).toBe(503);
    expect(search.json().error.code).toBe('GEOCODING_UNAVAILABLE');
    const reverse = await get(
      'inspector',
      `/api/places/reverse?${query({ formId: PRIVATE_FORM, lat: -31.41, lng: -64.17 })}`,
    );
    expect(reverse.statusCode).toBe(503);
    expect(reverse.json().error.code).toBe('GEOCODING_UNAVAILABLE');
    await setCordobaSettings({ geocodingUrl: geocoder.url });
  });
});

describe('the management system over HTTP', () => {
  const identifier = (id: string, latitude: number, longitude: number) => ({
    idIdentificador: id,
    descripcion: `Luminaria ${id}`,
    tipoIdentificador: 'Luminaria',
    direccion: 'Av. Colón 1200',
    geometria: { geolocalizacion: [String(latitude), String(longitude)] },
  });
  let system: Fake;
  beforeAll(async () => {
    system = await fakeServer((request) => {
      const path = request.url.pathname;
      if (path === '/identifiers') {
        return {
          body: {
            status: 'ok',
            // Whole identifiers, one without a position (dropped), and a bare id read on its own.
            result: [
              identifier('L-2', -31.4215, -64.19),
              { idIdentificador: 'L-X', descripcion: 'Sin posición' },
              'L-1',
            ],
          },
        };
      }
      if (path === '/identifiers/L-1')
        return { body: { status: 'ok', result: identifier('L-1', -31.4202, -64.1889) } };
      if (path.startsWith('/identifiers/')) return { status: 404, body: { status: 'fail' } };
      if (path === '/incidents') return { body: { status: 'ok', result: { id: 7781 } } };
      return { status: 404, body: {} };
    });
  });
  afterAll(async () => system.close());

  const scope = { municipalityId: DEMO_IDS.cordoba, municipalityManagementId: 1401, username: 'inspector' };

  it('asks getIdentifiers with the spec’s payload and maps identifiers to assets, nearest first', async () => {
    const adapter = httpManagementSystem(system.url, 'secret-token');
    system.requests.length = 0;
    const assets = await adapter.findAssets({
      ...scope,
      latitude: -31.4201,
      longitude: -64.1888,
      radiusKm: 1,
      incidentTypeId: '55',
    });
    expect(assets).toEqual([
      {
        id: 'L-1',
        description: 'Luminaria L-1',
        type: 'Luminaria',
        address: 'Av. Colón 1200',
        latitude: -31.4202,
        longitude: -64.1889,
      },
      {
        id: 'L-2',
        description: 'Luminaria L-2',
        type: 'Luminaria',
        address: 'Av. Colón 1200',
        latitude: -31.4215,
        longitude: -64.19,
      },
    ]);
    const [asked] = system.requests;
    expect(asked).toMatchObject({ method: 'POST' });
    expect(asked!.url.pathname).toBe('/identifiers');
    expect(asked!.headers.authorization).toBe('Bearer secret-token');
    expect(asked!.body).toEqual({
      latitud: '-31.4201',
      longitud: '-64.1888',
      tipoIncidenteId: '55',
      username: 'inspector',
      radio: '1',
      idMunicipioMuniCore: 1401,
    });
    expect(system.requests[1]!.body).toEqual({
      idIdentifier: 'L-1',
      username: 'inspector',
      idMunicipioMuniCore: 1401,
    });
  });

  it('reads one identifier, null when the system does not know it', async () => {
    const adapter = httpManagementSystem(system.url, null);
    expect(await adapter.getAsset('L-1', scope)).toMatchObject({ id: 'L-1', latitude: -31.4202 });
    expect(await adapter.getAsset('NOPE', scope)).toBeNull();
  });

  it('creates an incident with the coordinates as strings and returns its id', async () => {
    const adapter = httpManagementSystem(system.url, 'secret-token');
    system.requests.length = 0;
    const incident = await adapter.createIncident({
      typeId: '55',
      formTitle: 'Inspección de alumbrado público',
      answerCode: 'CBA12',
      username: 'inspector',
      municipalityManagementId: 1401,
      latitude: -31.42,
      longitude: -64.18,
    });
    expect(incident).toEqual({ id: '7781' });
    expect(system.requests[0]!.url.pathname).toBe('/incidents');
    expect(system.requests[0]!.body).toEqual({
      tipoIncidenteId: '55',
      titulo: 'Inspección de alumbrado público',
      codigoRespuesta: 'CBA12',
      username: 'inspector',
      latitud: '-31.42',
      longitud: '-64.18',
      idMunicipioMuniCore: 1401,
    });
  });

  it('serves the places API through it when configured, and answers 502 when it fails', async () => {
    const app = await startTestApp({ MANAGEMENT_SYSTEM_URL: system.url });
    try {
      const point = query({ lat: CORDOBA_CENTRE.latitude, lng: CORDOBA_CENTRE.longitude });
      const listed = await app.app.inject({
        method: 'GET',
        url: `/api/places/assets?formId=${PUBLIC_FORM}&${point}`,
      });
      expect(listed.json().assets.map((asset: Asset) => asset.id)).toEqual(['L-1', 'L-2']);
      const down = await startTestApp({ MANAGEMENT_SYSTEM_URL: `http://127.0.0.1:${await closedPort()}` });
      try {
        const failed = await down.app.inject({
          method: 'GET',
          url: `/api/places/assets?formId=${PUBLIC_FORM}&${point}`,
        });
        expect(failed.statusCode).toBe(502);
        expect(failed.json().error.code).toBe('MANAGEMENT_SYSTEM_ERROR');
      } finally {
        await down.close();
      }
    } finally {
      await app.close();
    }
  });
});

// Last: it uses up this IP's anonymous allowance.
describe('rate limit of anonymous calls', () => {
  it('refuses an IP after 60 anonymous calls a minute; signed-in people are not counted', async () => {
    const url = `/api/places/assets/CBA-LUM-0001?formId=${PUBLIC_FORM}`;
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const refused = await t.app.inject({ method: 'GET', url, remoteAddress: ip });
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    expect(
      (await get('inspector', `/api/places/assets/CBA-LUM-0001?formId=${PRIVATE_FORM}`)).statusCode,
    ).toBe(200);
  });
});
