import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileRef, UploadPurpose } from '@cabildo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { openForCaller } from '../answer-access/index.ts';
import { optionalAuth, type AuthContext } from '../auth/index.ts';
import { assertFileReadable, isPublicFile } from './access.ts';
import { receiveAnswerUpload } from './answer-uploads.ts';
import { ownsPendingFile, uploaderOf, type Uploader } from './ownership.ts';

type FileRow = typeof files.$inferSelect;

async function findFile(ctx: AppContext, id: string): Promise<FileRow> {
  const [file] = await ctx.database.db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!file) throw apiError('NOT_FOUND', { resource: 'File' });
  return file;
}

/**
 * A file while answering: whoever may open the form for answering (the gate of answer-access:
 * without a session only public forms, rate-limited), videos only where the municipality allows.
 */
export async function uploadAnswerFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { formId: string; purpose: UploadPurpose },
  anonymousUploads: RateLimiter,
): Promise<FileRef> {
  const { formId, purpose } = input;
  // An e-mail attachment goes with the copy of an answer already saved, maybe the one that
  // reached the form's response limit.
  const { municipality } = await openForCaller(
    request,
    reply,
    formId,
    anonymousUploads,
    purpose === 'email-attachment' ? { mode: 'inspection', ignoreResponseLimit: true } : {},
  );
  if (purpose === 'video' && municipality.settings.videoAttachments !== true) {
    throw apiError('VIDEO_NOT_ENABLED');
  }
  return receiveAnswerUpload(ctx, request, reply, { formId, purpose });
}

/**
 * A file and its bytes: header images are public; an answer file only by its uploader until the
 * answer is sent, then by those who may read the answer (the session is read only then).
 */
export async function readStoredFile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<{ file: FileRow; body: Buffer; public: boolean }> {
  const file = await findFile(ctx, id);
  const open = isPublicFile(file);
  if (!open) {
    const auth = await optionalAuth(request, reply);
    // After optionalAuth: a signed-in uploader is known by the session it sets.
    await assertFileReadable(ctx, file, auth, uploaderOf(request));
  }
  const body = await ctx.storage.get(file.storageKey);
  if (!body) throw apiError('NOT_FOUND', { resource: 'File' });
  return { file, body, public: open };
}

/** Deletes an answer file not yet sent with an answer: its uploader only, while still pending. */
export async function deletePendingFile(
  ctx: AppContext,
  auth: AuthContext | null,
  id: string,
  uploader: Uploader,
): Promise<void> {
  const file = await findFile(ctx, id);
  if (!auth && !uploader.tokenHash) throw apiError('UNAUTHENTICATED');
  if (isPublicFile(file) || !ownsPendingFile(file, uploader)) throw apiError('FORBIDDEN');
  // Only while still pending: an answer saved meanwhile keeps its file.
  const [deleted] = await ctx.database.db
    .delete(files)
    .where(and(eq(files.id, file.id), isNull(files.answerId)))
    .returning({ id: files.id });
  if (!deleted) throw apiError('FORBIDDEN');
  await ctx.storage.delete(file.storageKey);
}
