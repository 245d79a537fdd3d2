import { randomInt, randomUUID } from 'node:crypto';
import {
  nameExtension,
  tooBigKey,
  UPLOAD_LIMITS,
  STORAGE_NAME_ALPHABET,
  STORAGE_NAME_LENGTH,
  uploadProblem,
  uploadStorageKey,
  sniffFileType,
  type FileRef,
  type UploadErrorKey,
  type UploadPurpose,
} from '@cabildo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/index.ts';
import { apiError, type ApiError } from '../../http/errors.ts';
import { uploaderOf, type Uploader } from './ownership.ts';

export function uploadError(code: 'FILE_TOO_LARGE' | 'FILE_TYPE_INVALID', key: UploadErrorKey): ApiError {
  return apiError(code, { key });
}

/** 12 random letters and digits (spec part 2 §7). */
export function randomStorageName(): string {
  let name = '';
  for (let index = 0; index < STORAGE_NAME_LENGTH; index++) {
    name += STORAGE_NAME_ALPHABET[randomInt(STORAGE_NAME_ALPHABET.length)];
  }
  return name;
}

/**
 * A name fit to show and to offer on download: no folders, no control characters, and an
 * extension (the detected type's when the name has none; one it has already agrees with the
 * content, or the upload was refused).
 */
function displayName(sent: string | undefined, purpose: UploadPurpose, extension: string): string {
  const base = [...((sent ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim();
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const suffix = `.${nameExtension(base) === null ? extension : base.slice(dot + 1)}`;
  return `${(stem || purpose).slice(0, 255 - suffix.length)}${suffix}`;
}

/**
 * Stores one answer upload after checking it by content, under the spec's key for its purpose,
 * as a pending file of `formId` owned by `uploader` until an answer claims it.
 */
export async function storeAnswerUpload(
  ctx: AppContext,
  input: { formId: string; purpose: UploadPurpose; body: Buffer; name?: string; uploader: Uploader },
): Promise<FileRef> {
  const { formId, purpose, body, uploader } = input;
  const problem = uploadProblem(body, purpose, { name: input.name });
  if (problem) throw uploadError(problem.code, problem.key);
  const type = sniffFileType(body, purpose, { name: input.name })!;
  const id = randomUUID();
  const storageKey = uploadStorageKey(purpose, formId, randomStorageName(), type.extension);
  const name = displayName(input.name, purpose, type.extension);
  await ctx.storage.put(storageKey, body, type.contentType);
  try {
    await ctx.database.db.insert(files).values({
      id,
      storageKey,
      contentType: type.contentType,
      size: body.length,
      purpose,
      originalName: name,
      uploadedBy: uploader.userId,
      uploadTokenHash: uploader.userId ? null : uploader.tokenHash,
      formId,
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return { id, url: `/api/files/${id}`, name, contentType: type.contentType, size: body.length };
}

/**
 * Receives the answer file of a multipart request (field "file") and stores it as `storeAnswerUpload`
 * does, for `formId`, owned by the request's person (or browser). The body is read up to one byte
 * over the purpose's limit: enough to know a file is too big without reading all of it.
 */
export async function receiveAnswerUpload(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { formId: string; purpose: UploadPurpose },
): Promise<FileRef> {
  const { formId, purpose } = input;
  const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS[purpose].maxBytes + 1 } });
  if (!part) throw apiError('FILE_MISSING');
  const body = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw uploadError('FILE_TOO_LARGE', tooBigKey(purpose));
    throw error;
  });
  if (part.file.truncated) throw uploadError('FILE_TOO_LARGE', tooBigKey(purpose));
  return storeAnswerUpload(ctx, {
    formId,
    purpose,
    body,
    name: part.filename,
    uploader: uploaderOf(request, reply),
  });
}
