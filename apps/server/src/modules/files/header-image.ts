import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  HEADER_IMAGE_MAX_BYTES,
  isStorableText,
  nameMatchesType,
  sniffImageType,
  TEXT_ERRORS,
  type UploadedFile,
} from '@cabildo/domain';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { requireAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';

/**
 * The name the browser gave a header image; one the database cannot keep is refused like any other
 * text. (Answer uploads drop control characters from the name instead: see `displayName`.)
 */
function headerImageName(part: { filename?: string }): string | undefined {
  if (part.filename === undefined || isStorableText(part.filename)) return part.filename;
  throw apiError('VALIDATION_FAILED', [{ path: '/file', message: TEXT_ERRORS.invalidCharacters }]);
}

/**
 * A form header image (png or jpeg by content, at most HEADER_IMAGE_MAX_BYTES), for those who edit
 * forms. The upload is read after the access check (a refused person's file is never read).
 */
export async function uploadHeaderImage(
  ctx: AppContext,
  auth: AuthContext,
  upload: () => Promise<MultipartFile | undefined>,
): Promise<UploadedFile> {
  requireAccess(auth, 'update', 'formulario');
  const part = await upload();
  if (!part) throw apiError('FILE_MISSING');
  const body = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw apiError('FILE_TOO_LARGE');
    throw error;
  });
  if (body.length > HEADER_IMAGE_MAX_BYTES || part.file.truncated) {
    throw apiError('FILE_TOO_LARGE');
  }
  const contentType = sniffImageType(body);
  // By content, and a name that says otherwise is refused too (a text file called "logo.png").
  if (!contentType || !nameMatchesType(part.filename, contentType === 'image/png' ? 'png' : 'jpeg'))
    throw apiError('FILE_TYPE_INVALID');
  const name = headerImageName(part);
  const id = randomUUID();
  const storageKey = `header-images/${id}`;
  await ctx.storage.put(storageKey, body, contentType);
  await ctx.database.db.insert(files).values({
    id,
    storageKey,
    contentType,
    size: body.length,
    purpose: 'header-image',
    originalName: name?.slice(0, 200) ?? null,
    uploadedBy: auth.row.id,
  });
  return { id, url: `/api/files/${id}`, contentType, size: body.length };
}
