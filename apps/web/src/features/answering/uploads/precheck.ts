import {
  badFormatKey,
  PRECHECK_BYTES,
  tooBigKey,
  uploadPrecheck,
  type UploadErrorKey,
  type UploadPurpose,
} from '@cabildo/domain';
import { ApiError } from '../../../api/client.ts';

/** The browser's check before uploading: the size, and the type by the first bytes (the server checks all). */
export async function precheckFile(
  file: Blob & { name?: string },
  purpose: UploadPurpose,
): Promise<UploadErrorKey | null> {
  const head = new Uint8Array(await file.slice(0, PRECHECK_BYTES).arrayBuffer());
  return uploadPrecheck(head, file.size, purpose, file.name)?.key ?? null;
}

/** The message of a refused upload (too big, wrong type), or null when it simply failed. */
export function refusalKey(error: unknown, purpose: UploadPurpose): UploadErrorKey | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'FILE_TOO_LARGE') return tooBigKey(purpose);
  if (error.code === 'FILE_TYPE_INVALID') return badFormatKey(purpose);
  return null;
}
