import type { StatusLookupResult } from '@cabildo/domain';
import { api, apiFile, ApiError, type DownloadedFile } from './client.ts';

/** The state of the answer with this code, of a public form (no session needed). */
export const lookUpStatus = (code: string, signal?: AbortSignal): Promise<StatusLookupResult> =>
  api.get('/api/public/status', {
    query: { code },
    signal,
    quietSessionLoss: true,
  });

/**
 * The PDF record whose download code is exactly `code`, in `language`. A refusal is an ApiError
 * with the server's code (RECORD_NOT_FOUND, RATE_LIMITED…), as every other call.
 */
export async function fetchRecord(code: string, language: string): Promise<DownloadedFile> {
  try {
    return await apiFile('get', '/api/public/records/{code}', 'acta.pdf', {
      path: { code },
      query: { lang: language },
      quietSessionLoss: true,
    });
  } catch (error) {
    // Any 404 is "no such record": a code too long for a path segment never reaches the route.
    if (error instanceof ApiError && error.status === 404 && error.code !== 'RECORD_NOT_FOUND')
      throw new ApiError(404, 'RECORD_NOT_FOUND', error.message);
    throw error;
  }
}
