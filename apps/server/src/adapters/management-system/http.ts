import type { ManagementSystem } from './port.ts';

/**
 * Production adapter: POSTs `{ userMuniCore, idMunicipioMuniCore, useAWS }` to the configured
 * endpoint, which answers `{ result, error }` as the spec's verifyMuniCoreUser does.
 */
export function httpManagementSystem(
  baseUrl: string,
  token: string | null,
  timeoutMs = 10_000,
): ManagementSystem {
  return {
    async verifyUser({ username, municipalityManagementId, useCloud }) {
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}/verify-user`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          userMuniCore: username,
          idMunicipioMuniCore: municipalityManagementId,
          useAWS: useCloud,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`management system answered ${response.status}`);
      const body = (await response.json()) as { result?: unknown; error?: unknown };
      return { result: body.result === true, error: typeof body.error === 'string' ? body.error : null };
    },
  };
}
