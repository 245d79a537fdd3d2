import type { ApiErrorBody, UserImportPreview, UserImportSummary } from '@cabildo/domain';
import i18next from 'i18next';
import { apiFile, ApiError, apiUrl, csrfHeader, type DownloadedFile } from './client.ts';

/** Users in bulk (issue 29 item 5): the template, the preview and the import of a file. */

/** Sends the file as a browser form (multipart), in the interface language; the API's error as ApiError. */
async function sendFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const language = i18next.isInitialized ? i18next.language : document.documentElement.lang;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(language ? { 'accept-language': language } : {}),
        ...csrfHeader(),
      },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'network error');
  }
  const body = (await response.json().catch(() => null)) as T | ApiErrorBody | null;
  if (response.ok) return body as T;
  const error = (body as ApiErrorBody | null)?.error;
  throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? '', error?.details);
}

export const previewUserImport = (file: File, municipalityId?: string) =>
  sendFile<UserImportPreview>(
    apiUrl('post', '/api/users/import/preview', { query: { municipalityId } }),
    file,
  );

export const runUserImport = (file: File, municipalityId?: string) =>
  sendFile<UserImportSummary>(apiUrl('post', '/api/users/import', { query: { municipalityId } }), file);

export const userImportTemplate = (
  format: 'csv' | 'xlsx',
  municipalityId?: string,
): Promise<DownloadedFile> =>
  apiFile('get', '/api/users/import/template', `template.${format}`, { query: { municipalityId, format } });
