import type { ApiErrorBody, StatusLookupResult } from '@cabildo/domain';
import { api, ApiError } from './client.ts';
import { fileNameOf } from '../components/saveBlob.ts';

/** The state of the answer with this code, of a public form (no session needed). */
export const lookUpStatus = (code: string, signal?: AbortSignal) =>
  api<StatusLookupResult>(`/api/public/status?code=${encodeURIComponent(code)}`, {
    signal,
    quietSessionLoss: true,
  });

/** A record found by its download code: the PDF and the name it downloads as. */
export type FoundRecord = { blob: Blob; fileName: string };

/**
 * The PDF record whose download code is exactly `code`, in `language`. A refusal is an ApiError
 * with the server's code (RECORD_NOT_FOUND, RATE_LIMITED…), as every other call.
 */
export async function fetchRecord(code: string, language: string): Promise<FoundRecord> {
  const url = `/api/public/records/${encodeURIComponent(code)}?lang=${encodeURIComponent(language)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'application/pdf', 'accept-language': language },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'network error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    // Any 404 is "no such record": a code too long for a path segment never reaches the route.
    const code = response.status === 404 ? 'RECORD_NOT_FOUND' : (body?.error.code ?? 'INTERNAL');
    throw new ApiError(response.status, code, body?.error.message ?? response.statusText);
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), 'acta.pdf') };
}
