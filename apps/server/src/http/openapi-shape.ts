import * as domain from '@cabildo/domain';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * What the OpenAPI description says of each route beyond its schemas, derived here once so route
 * files write none of it (a route's own `schema.operationId`, `tags` or `security` still wins):
 * - operationId: the method and the URL's fixed segments in camelCase, `By<Param>` for a last
 *   parameter (`GET /api/forms/:id/answers` → `getFormsAnswers`, `GET /api/forms/:id` → `getFormsById`);
 * - tag: the module of the plugin that registered the route (`answerReviewRoutes` → `answer-review`);
 * - security: the citizen token under /api/citizen-portal; the session cookie (and the CSRF header
 *   when the method changes state) where the route answers 401; none (`[]`) elsewhere: public.
 */

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'cabildo_session',
    description: 'The session cookie that POST /api/auth/login (or single sign-on) sets.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'The csrfToken of POST /api/auth/login or GET /api/auth/me, on every state-changing request made with the session cookie.',
  },
  citizen: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Citizen <token>`: the citizen portal token the management system issued.',
  },
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/forms/:id/answers` → `getFormsAnswers`; a last parameter adds `By<Param>`. */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter((segment) => segment && segment !== 'api');
  const last = segments.at(-1);
  const fixed = segments.filter((segment) => !segment.startsWith(':')).flatMap(words);
  const by = last?.startsWith(':') ? ['By', ...words(last.slice(1))] : [];
  return [method.toLowerCase(), ...[...fixed, ...by].map(capitalized)].join('');
}

/** `answerReviewRoutes` (the plugin's name, last of its chain) → `answer-review`. */
function tagOf(pluginName: string, url: string): string {
  const plugin = pluginName.split(' -> ').at(-1) ?? '';
  const name = /^([a-z][A-Za-z]*?)Routes?\b/.exec(plugin)?.[1];
  if (name) return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return url.split('/').filter((segment) => segment && segment !== 'api')[0] ?? 'api';
}

type DescribedSchema = {
  hide?: boolean;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
  [key: string]: unknown;
};

/** Sets the route's operationId, tags and security (for the onRoute hook), and registers its shared schemas. */
export function describeRoute(route: RouteOptions, pluginName: string): void {
  const schema = route.schema as DescribedSchema | undefined;
  if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const security: Record<string, string[]>[] = route.url.startsWith('/api/citizen-portal/')
    ? [{ citizen: [] }]
    : Object.keys(schema.response ?? {}).includes('401')
      ? [SAFE_METHODS.has(method) ? { session: [] } : { session: [], csrf: [] }]
      : [];
  route.schema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    tags: schema.tags ?? [tagOf(pluginName, route.url)],
    security: schema.security ?? security,
  };
  for (const part of [schema.body, schema.response]) register(part, true);
  for (const part of [schema.querystring, schema.params, schema.headers]) register(part, false);
}

type ZodType = z.core.$ZodType;
const isZod = (value: unknown): value is ZodType => value instanceof z.core.$ZodType;

/**
 * The domain's exported zod schemas by name (`answerDocumentSchema` → `AnswerDocument`); a request
 * side is `<Name>Input`, so the domain's own `…InputSchema`s are `…Body` (`webhookEndpointInputSchema`
 * → `WebhookEndpointBody`, beside `WebhookEndpoint` and `WebhookEndpointInput`).
 */
const DOMAIN_SCHEMAS = new Map<ZodType, string>();
for (const [name, value] of Object.entries(domain))
  if (isZod(value) && !DOMAIN_SCHEMAS.has(value))
    DOMAIN_SCHEMAS.set(value, capitalized(name.replace(/Schema$/, '').replace(/Input$/, 'Body')));

/**
 * The registries the description is made with: `shared` names the domain's schemas some route's
 * body or answer uses (components); both carry the metadata (`.meta()`, `.describe()`) of every schema
 * the routes reach, which lives in zod's global registry, which the transform does not read once given its own.
 */
type Meta = { id?: string; [key: string]: unknown };
const shared = z.registry<Meta>();
const described = z.registry<Meta>();
const sharedIds = new Set<string>();

export function registeredSchemas(named: Record<string, ZodType>) {
  for (const [id, schema] of Object.entries(named)) add(schema, id);
  return { shared, described };
}

function add(schema: ZodType, id: string | undefined) {
  const meta = z.globalRegistry.get(schema);
  if (meta && !described.has(schema)) described.add(schema, meta);
  const current = shared.get(schema);
  if (current?.id || (current && !id)) return;
  const named = id !== undefined && !sharedIds.has(id);
  if (!named && (current || !meta)) return;
  if (current) shared.remove(schema);
  if (named) sharedIds.add(id);
  shared.add(schema, { ...meta, ...(named ? { id } : {}) });
}

/** Walks a route's schemas and registers what is inside them (domain schemas by name when `named`). */
function register(value: unknown, named: boolean, seen = new Set<unknown>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) return value.forEach((item) => register(item, named, seen));
  if (!isZod(value)) return Object.values(value).forEach((item) => register(item, named, seen));
  add(value, named ? DOMAIN_SCHEMAS.get(value) : undefined);
  for (const [key, child] of Object.entries(value._zod.def)) {
    if (key === 'getter' && typeof child === 'function') register((child as () => unknown)(), named, seen);
    else register(child, named, seen);
  }
}

/**
 * The path without a trailing slash (a prefix's `/` route is served at both); the parameters
 * (querystring, path, headers) inlined, as @fastify/swagger spreads them into one parameter each.
 */
export const withPath =
  (transform: SwaggerTransform, inline: SwaggerTransform): SwaggerTransform =>
  (document) => {
    const result = transform(document);
    const { querystring, params, headers } = inline(document).schema;
    const schema = { ...result.schema, querystring, params, headers };
    for (const key of ['querystring', 'params', 'headers'] as const)
      if (schema[key] === undefined) delete schema[key];
    return { schema, url: result.url.length > 1 ? result.url.replace(/\/$/, '') : result.url };
  };

/** Only the components some operation refers to, directly or through another component. */
export const withComponents =
  (transform: SwaggerTransformObject): SwaggerTransformObject =>
  (document) => {
    const result = transform(document) as {
      paths?: unknown;
      components?: { schemas?: Record<string, unknown> };
    };
    const schemas = result.components?.schemas ?? {};
    const used = new Set<string>();
    const pending = [JSON.stringify(result.paths ?? {})];
    while (pending.length > 0)
      for (const [, name] of pending.pop()!.matchAll(/"#\/components\/schemas\/([^"]+)"/g))
        if (!used.has(name!) && schemas[name!]) {
          used.add(name!);
          pending.push(JSON.stringify(schemas[name!]));
        }
    const kept = Object.fromEntries(
      Object.entries(schemas)
        .filter(([name]) => used.has(name))
        .sort(),
    );
    return {
      ...result,
      components: { ...result.components, schemas: kept },
    } as ReturnType<SwaggerTransformObject>;
  };
