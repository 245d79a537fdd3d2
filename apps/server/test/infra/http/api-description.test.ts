import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from '../../../src/ops/openapi.ts';

/**
 * The OpenAPI description's shape (operationIds, tags, security: src/http/openapi-shape.ts), and
 * the web's types generated from it (apps/web/src/api/schema.generated.ts, which its client calls
 * through). After changing a route's schemas: `npm run api:generate` writes the file again.
 */

const GENERATED = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/api/schema.generated.ts',
);

type Operation = { operationId?: string; tags?: string[]; security?: Record<string, string[]>[] };
type Description = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

let description: Description;
beforeAll(async () => {
  description = (await describeApi()) as Description;
});

const operations = () =>
  Object.entries(description.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, url, ...operation })),
  );

async function generated(): Promise<string> {
  const source = astToString(
    await openapiTS(description as never, { alphabetize: true, defaultNonNullable: false }),
  );
  const text = [
    COMMENT_HEADER.trim(),
    '// From the server’s OpenAPI description by apps/server/test/infra/http/api-description.test.ts (npm run api:generate).',
    source,
  ].join('\n');
  return format(text, { ...(await resolveConfig(GENERATED)), filepath: GENERATED });
}

describe('the OpenAPI description', () => {
  it('names every operation once, with a tag and its security', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const ids = all.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of all) {
      expect(operation.tags?.length, `${operation.method} ${operation.url}`).toBeGreaterThan(0);
      expect(operation.security, `${operation.method} ${operation.url}`).toBeDefined();
      for (const requirement of operation.security!)
        for (const scheme of Object.keys(requirement))
          expect(description.components.securitySchemes).toHaveProperty(scheme);
    }
  });

  it('asks the session, with the CSRF header when the method changes state, where a route answers 401', () => {
    const byId = new Map(operations().map((operation) => [operation.operationId, operation]));
    expect(byId.get('getAuthMe')?.security).toEqual([{ session: [] }]);
    expect(byId.get('putFormsById')?.security).toEqual([{ session: [], csrf: [] }]);
    expect(byId.get('getHealth')?.security).toEqual([]);
    expect(byId.get('getCitizenPortalAnswers')?.security).toEqual([{ citizen: [] }]);
  });

  it('refers to the shared schemas in components', () => {
    const text = JSON.stringify(description.paths);
    expect(text).toContain('"$ref":"#/components/schemas/ApiError"');
    expect(Object.keys(description.components.schemas).length).toBeGreaterThan(20);
  });

  it('is what the web’s generated types were made from', async () => {
    const expected = await generated();
    if (process.env.UPDATE_API_SCHEMA === '1') await writeFile(GENERATED, expected);
    expect(await readFile(GENERATED, 'utf8')).toBe(expected);
  });
});
