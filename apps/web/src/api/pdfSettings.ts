import type { ApiErrorBody, PdfSettings, PdfSettingsResponse } from '@cabildo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiUrl, csrfHeader } from './client.ts';
import { pdfSettingsKey } from './keys/pdf-settings.ts';

const settingsKey = pdfSettingsKey;

/** Where the stored logo is read from (the settings dialog's preview). */
export const pdfLogoUrl = (municipalityId: string) =>
  apiUrl('get', '/api/municipalities/{id}/pdf-settings/logo', { path: { id: municipalityId } });

/** A municipality's PDF settings and whether it has a logo (defaults until someone saves them). */
export function usePdfSettings(municipalityId: string) {
  return useQuery({
    queryKey: settingsKey(municipalityId),
    queryFn: (): Promise<PdfSettingsResponse> =>
      api.get('/api/municipalities/{id}/pdf-settings', { path: { id: municipalityId } }),
    // The dialog starts from what is stored now.
    staleTime: 0,
  });
}

/** Sends the logo as a browser form (multipart), rejecting with the API's error code. */
async function putLogo(municipalityId: string, file: Blob, name: string): Promise<PdfSettingsResponse> {
  const form = new FormData();
  form.append('file', file, name);
  let response: Response;
  try {
    response = await fetch(
      apiUrl('put', '/api/municipalities/{id}/pdf-settings/logo', { path: { id: municipalityId } }),
      {
        method: 'PUT',
        body: form,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...csrfHeader() },
      },
    );
  } catch {
    throw new ApiError(0, 'NETWORK', 'network error');
  }
  const body = (await response.json().catch(() => null)) as PdfSettingsResponse | ApiErrorBody | null;
  if (response.ok) return body as PdfSettingsResponse;
  const error = (body as ApiErrorBody | null)?.error;
  throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? '', error?.details);
}

/**
 * The calls that save the dialog, in the order that keeps portable print and a logo apart (the
 * server refuses them together): a logo to remove goes first, then the settings, then a new logo.
 * Each step that succeeds updates the cached settings, so a failure part-way leaves the dialog
 * knowing what is stored.
 */
export function usePdfSettingsWriter(municipalityId: string) {
  const queryClient = useQueryClient();
  const stored = (response: PdfSettingsResponse) => {
    queryClient.setQueryData(settingsKey(municipalityId), response);
    return response;
  };
  return {
    saveSettings: async (settings: PdfSettings) =>
      stored(
        await api.put('/api/municipalities/{id}/pdf-settings', {
          path: { id: municipalityId },
          body: settings,
        }),
      ),
    uploadLogo: async (file: Blob, name: string) => stored(await putLogo(municipalityId, file, name)),
    removeLogo: async () =>
      stored(
        await api.delete('/api/municipalities/{id}/pdf-settings/logo', { path: { id: municipalityId } }),
      ),
  };
}
