import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../auth/index.ts';

/**
 * Who uploaded a file before it belongs to an answer: the signed-in user, or — on public forms,
 * where nobody signs in — the browser holding the anonymous-upload cookie (only its hash is stored).
 */
export type Uploader = { userId: string | null; tokenHash: string | null };

export const UPLOAD_COOKIE = 'cabildo_upload';

/** The uploader of this request; with `issue`, an anonymous browser gets its cookie on the first upload. */
export function uploaderOf(request: FastifyRequest, reply?: FastifyReply): Uploader {
  const userId = request.auth?.row.id ?? null;
  if (userId) return { userId, tokenHash: null };
  let token = request.cookies[UPLOAD_COOKIE];
  if (!token && reply) {
    token = randomToken();
    reply.setCookie(UPLOAD_COOKIE, token, {
      path: '/api',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.server.ctx.config.appUrl.startsWith('https://'),
      maxAge: 60 * 60 * 24 * 7,
    });
  }
  return { userId: null, tokenHash: token ? sha256(token) : null };
}

const sameUploader = (uploader: Uploader) =>
  uploader.userId
    ? eq(files.uploadedBy, uploader.userId)
    : uploader.tokenHash
      ? and(isNull(files.uploadedBy), eq(files.uploadTokenHash, uploader.tokenHash))
      : undefined;

/** Whether a file not yet linked to an answer was uploaded by this uploader. */
export function ownsPendingFile(file: typeof files.$inferSelect, uploader: Uploader): boolean {
  if (file.answerId) return false;
  if (uploader.userId) return file.uploadedBy === uploader.userId;
  return (
    file.uploadedBy === null && uploader.tokenHash !== null && file.uploadTokenHash === uploader.tokenHash
  );
}

/**
 * Links the files an answer refers to, inside the answer's transaction. Every file must be
 * pending (no answer yet), of this form and of this uploader; returns false otherwise, and the
 * caller refuses the answer. Files of a resent submission that already belong to it are fine.
 */
export async function claimAnswerFiles(
  tx: DbOrTx,
  input: {
    answerId: string;
    formId: string;
    fileIds: string[];
    uploader: Uploader;
  },
): Promise<boolean> {
  const ids = [...new Set(input.fileIds)];
  if (ids.length === 0) return true;
  const owner = sameUploader(input.uploader);
  if (!owner) return false;
  const claimed = await tx
    .update(files)
    .set({ answerId: input.answerId })
    .where(and(inArray(files.id, ids), isNull(files.answerId), eq(files.formId, input.formId), owner))
    .returning({ id: files.id });
  return claimed.length === ids.length;
}
