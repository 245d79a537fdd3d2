import { randomUUID } from 'node:crypto';
import { TEXT_ERRORS } from '@cabildo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_CITIZENS } from '../../../src/adapters/citizen-portal/embedded.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * Issue 28, finding 7: a NUL character or a lone surrogate in any string of any route's path
 * parameters, query or body is 400 VALIDATION_FAILED with textSchema's message (http/storable-input.ts),
 * never a database error (500). The walk takes every route of the app's own OpenAPI description
 * and every string field its schemas describe, signed in as the admin (with the CSRF token).
 */
let t: TestApp;
let admin: Session;
/** The citizen portal's routes know their person (Authorization) before they read anything else. */
let citizen: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, demoEmail('admin'));
  citizen = {
    authorization: `Citizen ${await t.app.ctx.citizenPortal.issueToken(DEMO_PORTAL_CITIZENS[0]!.id)}`,
  };
});
afterAll(async () => t.close());

const NUL = 'a\u0000b';
/** A detail naming textSchema's refusal at `path` (its catalogue key, as `key` or, before, as `message`). */
const namesInvalidText =
  (path: string) =>
  (detail: { path?: string; key?: string; message?: string }): boolean =>
    detail.path === path && (detail.key ?? detail.message) === TEXT_ERRORS.invalidCharacters;
const LONE_SURROGATE = 'a\uD800b';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
};
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** A string field of a body: where it sits (a JSON pointer) and the body with only it, set to a text. */
type Leaf = { pointer: string; build: (text: string) => unknown };

const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every string (and record key) a body schema describes, down to `depth` levels. */
function leavesOf(schema: Schema | undefined, doc: OpenApi, depth = 0): Leaf[] {
  if (!schema || depth > 12) return [];
  if (schema.$ref) return leavesOf(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, depth + 1);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = branches.flatMap((branch) => leavesOf(branch, doc, depth + 1));
  const types = [schema.type ?? []].flat();
  if (types.includes('string')) found.push({ pointer: '', build: (text) => text });
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    for (const leaf of leavesOf(property, doc, depth + 1)) {
      found.push({
        pointer: `/${pointerKey(key)}${leaf.pointer}`,
        build: (text) => ({ [key]: leaf.build(text) }),
      });
    }
  }
  if (typeof schema.additionalProperties === 'object') {
    // A record: its keys are texts too (jsonb keeps them), and so are its values.
    found.push({ pointer: '/', build: (text) => ({ [text]: 'x' }) });
    for (const leaf of leavesOf(schema.additionalProperties, doc, depth + 1)) {
      found.push({ pointer: `/k${leaf.pointer}`, build: (text) => ({ k: leaf.build(text) }) });
    }
  }
  if (schema.items) {
    for (const leaf of leavesOf(schema.items, doc, depth + 1)) {
      found.push({ pointer: `/0${leaf.pointer}`, build: (text) => [leaf.build(text)] });
    }
  }
  return found;
}

/** A record key's pointer is the key itself: '/' + the text. */
const expectedPointer = (leaf: Leaf, text: string) =>
  leaf.pointer.endsWith('/') ? `${leaf.pointer}${text}` : leaf.pointer;

type Case = {
  route: string;
  method: string;
  field: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** The detail's path the refusal names; null when the text cannot reach the route (not UTF-8). */
  pointer: string | null;
};

/** The path with every parameter filled (a UUID where the schema asks for one), `override` for one. */
function pathOf(route: string, parameters: Parameter[], override?: { name: string; raw: string }) {
  return route.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (override?.name === name) return override.raw;
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema?.format === 'uuid' || JSON.stringify(schema ?? {}).includes('uuid') ? randomUUID() : 'x';
  });
}

function casesOf(doc: OpenApi): Case[] {
  const cases: Case[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const base = { route, method: method.toUpperCase() };
      for (const parameter of parameters) {
        if (parameter.in === 'path') {
          const field = `path ${parameter.name}`;
          const raw = (text: string) => encodeURIComponent(text);
          cases.push({
            ...base,
            field,
            url: pathOf(route, parameters, { name: parameter.name, raw: raw(NUL) }),
            pointer: `/${parameter.name}`,
          });
          // A lone surrogate has no UTF-8 form: its would-be bytes are not a text at all.
          cases.push({
            ...base,
            field,
            url: pathOf(route, parameters, { name: parameter.name, raw: 'a%ED%A0%80b' }),
            pointer: null,
          });
        }
        if (parameter.in === 'query') {
          const field = `query ${parameter.name}`;
          const url = pathOf(route, parameters);
          cases.push({
            ...base,
            field,
            url: `${url}?${parameter.name}=${encodeURIComponent(NUL)}`,
            pointer: `/${parameter.name}`,
          });
          cases.push({ ...base, field, url: `${url}?${parameter.name}=a%ED%A0%80b`, pointer: null });
        }
      }
      for (const [contentType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
        const url = pathOf(route, parameters);
        if (contentType === 'multipart/form-data') {
          const boundary = 'cabildo-walk';
          const payload = `--${boundary}\r\ncontent-disposition: form-data; name="note"\r\n\r\n${NUL}\r\n--${boundary}--\r\n`;
          cases.push({
            ...base,
            field: 'multipart note',
            url,
            payload,
            contentType: `multipart/form-data; boundary=${boundary}`,
            pointer: null,
          });
          continue;
        }
        for (const leaf of leavesOf(schema, doc)) {
          for (const text of [NUL, LONE_SURROGATE]) {
            const body = leaf.build(text);
            const form = contentType === 'application/x-www-form-urlencoded';
            if (form && (typeof body !== 'object' || body === null || Array.isArray(body))) continue;
            cases.push({
              ...base,
              field: `body ${leaf.pointer || '(whole)'} ${text === NUL ? 'NUL' : 'surrogate'}`,
              url,
              payload: form
                ? new URLSearchParams(body as Record<string, string>).toString()
                : JSON.stringify(body),
              contentType,
              pointer: form && text === LONE_SURROGATE ? null : expectedPointer(leaf, text),
            });
          }
        }
      }
    }
  }
  return cases;
}

describe('NUL and lone surrogates, every route', () => {
  it('are refused with 400 VALIDATION_FAILED wherever they reach a route, and never answer 500', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: as(admin) });
    expect(docs.statusCode).toBe(200);
    const doc = docs.json() as OpenApi;
    const cases = casesOf(doc);
    // The walk really covers the API: every route, the pdf settings' texts and the status lookup's code.
    expect(Object.keys(doc.paths).length).toBeGreaterThan(80);
    expect(cases.map((c) => `${c.method} ${c.route} ${c.field}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/municipalities/{id}/pdf-settings body /municipalityName NUL',
        'PUT /api/municipalities/{id}/pdf-settings body /extraInfo NUL',
        'GET /api/public/status query code',
        'POST /api/auth/login body /email NUL',
      ]),
    );
    const wrong: string[] = [];
    let address = 0;
    for (const walk of cases) {
      address += 1;
      const response = await t.app.inject({
        method: walk.method as 'GET',
        url: walk.url,
        // Each request from its own address: no per-address limit answers before the route.
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        headers: {
          ...as(admin),
          ...(walk.route.startsWith('/api/citizen-portal/') ? citizen : {}),
          ...(walk.contentType ? { 'content-type': walk.contentType } : {}),
        },
        ...(walk.payload !== undefined ? { payload: walk.payload } : {}),
      });
      const what = `${walk.method} ${walk.url} (${walk.field}) → ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) {
        wrong.push(what);
        continue;
      }
      if (walk.pointer === null) continue;
      const error =
        response.statusCode === 400
          ? (response.json() as { error: { code: string; details?: unknown } }).error
          : null;
      const named = Array.isArray(error?.details) && error.details.some(namesInvalidText(walk.pointer));
      if (error?.code !== 'VALIDATION_FAILED' || !named) wrong.push(what);
    }
    expect(wrong).toEqual([]);
    expect(cases.length).toBeGreaterThan(500);
  }, 120_000);

  it("refuses the review's three 500s", async () => {
    const municipalityId = DEMO_IDS.cordoba;
    const pdf = await t.app.inject({
      method: 'PUT',
      url: `/api/municipalities/${municipalityId}/pdf-settings`,
      headers: as(admin),
      payload: { municipalityName: 'Córdoba\u0000', extraInfo: 'x' },
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.details.some(namesInvalidText('/municipalityName'))).toBe(true);
    const status = await t.app.inject({ method: 'GET', url: '/api/public/status?code=CBA-1%00' });
    expect(status.statusCode).toBe(400);
    expect(status.json().error.code).toBe('VALIDATION_FAILED');
    expect(status.json().error.details.some(namesInvalidText('/code'))).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `admin${'\u0000'}@demo.cabildo.test`, password: 'x' },
    });
    expect(login.statusCode).toBe(400);
  });
});
