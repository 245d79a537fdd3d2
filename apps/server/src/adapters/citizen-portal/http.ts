import type { PortalCitizen } from '@cabildo/domain';
import { z } from 'zod';
import type { CitizenPortal } from './port.ts';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

const loginAnswer = z.object({
  code: z.union([z.number(), z.string()]).transform(Number),
  id: text,
  nombre: text,
  apellido: text,
  dni: text,
  username: text,
});

const hashAnswer = z.object({
  status: z.string(),
  result: z
    .object({ id: text, nombre: text, apellido: text, dni: text, username: text.optional() })
    .nullish(),
});

const tokenAnswer = z.object({ data: z.object({ valor: text }).nullish() });

const person = (found: {
  id: string | null;
  nombre: string | null;
  apellido: string | null;
  dni: string | null;
  username?: string | null;
}): PortalCitizen | null =>
  found.id
    ? {
        id: found.id.slice(0, 64),
        dni: found.dni,
        firstName: found.nombre ?? '',
        lastName: found.apellido ?? '',
        username: found.username ?? found.dni ?? found.id,
      }
    : null;

/**
 * Production adapter: POSTs to `{baseUrl}/getCitizenLoginWithOaToken` `{ token, testMode: false }`
 * (code 200 is success), `{baseUrl}/getCitizenByHash` `{ hash, municipioPath }` (status 'ok') and
 * `{baseUrl}/getCitizenOAToken` `{ citizenId }` (data.valor). Any other code is "not this person";
 * an unreachable portal or a 5xx throws.
 */
export function httpCitizenPortal(baseUrl: string, token: string | null, timeoutMs = 10_000): CitizenPortal {
  const call = async (name: string, payload: object): Promise<unknown | null> => {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 500) throw new Error(`citizen portal answered ${response.status} to ${name}`);
    if (!response.ok) return null;
    return response.json();
  };

  return {
    async verifyToken(oaToken) {
      const raw = await call('getCitizenLoginWithOaToken', { token: oaToken, testMode: false });
      const answer = loginAnswer.safeParse(raw);
      if (!answer.success || answer.data.code !== 200) return null;
      return person(answer.data);
    },
    async resolveHash(hash) {
      const answer = hashAnswer.safeParse(await call('getCitizenByHash', { hash }));
      if (!answer.success || answer.data.status !== 'ok' || !answer.data.result) return null;
      return person(answer.data.result);
    },
    async issueToken(citizenId) {
      const answer = tokenAnswer.safeParse(await call('getCitizenOAToken', { citizenId }));
      return answer.success ? (answer.data.data?.valor ?? null) : null;
    },
  };
}
