import type { AppContext } from '../../context.ts';
import type { files } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { answerReadable } from '../answer-access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { ownsPendingFile, type Uploader } from './ownership.ts';

type FileRow = typeof files.$inferSelect;

/** Header images are shown on public forms; every other file is private. */
export const isPublicFile = (file: FileRow) => file.purpose === 'header-image';

/**
 * Who may read an answer file: before an answer claims it, only its uploader (the person or the
 * anonymous browser); afterwards, only those who may read that answer, never an anonymous person
 * (public-form uploads are staff's once sent). Throws 401/403 otherwise.
 */
export async function assertFileReadable(
  ctx: AppContext,
  file: FileRow,
  auth: AuthContext | null,
  uploader: Uploader,
): Promise<void> {
  if (isPublicFile(file)) return;
  const allowed = file.answerId
    ? await answerReadable(ctx, auth, file.answerId)
    : ownsPendingFile(file, uploader);
  if (!allowed) throw auth ? apiError('FORBIDDEN') : apiError('UNAUTHENTICATED');
}
