import type { ApiErrorBody, FileRef, UploadPurpose } from '@cabildo/domain';
import { activeCitizenToken, activeRevision, CITIZEN_SCHEME } from './citizenPortal.ts';
import { api, ApiError, apiUrl, csrfHeader } from './client.ts';

export type AnswerUpload = { formId: string; purpose: UploadPurpose; file: Blob; name: string };

/**
 * Uploads one file while answering (POST /api/files/answers), reporting progress (fetch cannot).
 * Rejects with the API's error (code FILE_TOO_LARGE, FILE_TYPE_INVALID, ...) or NETWORK.
 */
export function uploadAnswerFile(
  { formId, purpose, file, name }: AnswerUpload,
  onProgress?: (percent: number) => void,
): Promise<FileRef> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // On the citizen portal's pages the portal's person uploads, with the token.
    const citizen = activeCitizenToken();
    // A revision's route takes what a request for changes can flag: images and documents.
    const flaggable = purpose === 'image' || purpose === 'document' ? purpose : null;
    const revision = flaggable && activeRevision();
    if (citizen) {
      request.open(
        'POST',
        revision && flaggable
          ? apiUrl('post', '/api/citizen-portal/revisions/{id}/files', {
              path: { id: revision },
              query: { purpose: flaggable },
            })
          : apiUrl('post', '/api/citizen-portal/forms/{id}/files', {
              path: { id: formId },
              query: { purpose },
            }),
      );
      request.setRequestHeader('authorization', `${CITIZEN_SCHEME} ${citizen}`);
    } else request.open('POST', apiUrl('post', '/api/files/answers', { query: { formId, purpose } }));
    request.withCredentials = true;
    for (const [header, value] of Object.entries(csrfHeader())) request.setRequestHeader(header, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText || 'null');
      } catch {
        body = null;
      }
      if (request.status === 200) return resolve(body as FileRef);
      const error = (body as ApiErrorBody | null)?.error;
      reject(new ApiError(request.status, error?.code ?? 'INTERNAL', error?.message ?? '', error?.details));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', 'network error'));
    const form = new FormData();
    form.append('file', file, name);
    request.send(form);
  });
}

/** Deletes a file not yet sent with an answer (DELETE /api/files/:id). */
export const deletePendingFile = (id: string) => api.delete('/api/files/{id}', { path: { id } });
