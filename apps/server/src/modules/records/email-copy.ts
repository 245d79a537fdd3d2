import { recordFileName, type EmailCopy } from '@cabildo/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { files } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import type { MailAttachment } from '../../adapters/mail/mailer.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/index.ts';
import { readAnswer } from '../answers/index.ts';
import type { RecordService } from './service.ts';
import { municipalityTimeZone } from '../geography/index.ts';
import { mailBrand, answerCopyMail } from '../mail/index.ts';

/**
 * The e-mail copy of an answer (spec part 2 §5 "E-mail copy", §7 sendEmailv3): a readable summary
 * to each recipient with the PDF record attached, and the person's own e-mail attachments, which are
 * deleted once sent.
 * `countCopy` charges the sender's rate limit (it throws when spent) once the copy may be sent.
 */
export async function sendAnswerCopy(
  ctx: AppContext,
  auth: AuthContext,
  answerId: string,
  copy: EmailCopy,
  ip: string,
  countCopy: () => Promise<void>,
  records: RecordService,
): Promise<void> {
  const { db } = ctx.database;
  const { document } = await readAnswer(ctx, auth, answerId);
  if (!document.template.options.sendEmail) throw apiError('EMAIL_COPY_NOT_OFFERED');
  await countCopy();

  const ids = [...new Set(copy.attachments.map((file) => file.id))];
  const stored =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(files)
          .where(
            and(
              inArray(files.id, ids),
              eq(files.purpose, 'email-attachment'),
              eq(files.uploadedBy, auth.row.id),
              isNull(files.answerId),
            ),
          );
  if (stored.length !== ids.length)
    throw apiError('EMAIL_COPY_ATTACHMENT_UNKNOWN', [
      { path: '/attachments', message: 'unknown attachment' },
    ]);
  const attachments: MailAttachment[] = [];
  for (const file of stored) {
    const content = await ctx.storage.get(file.storageKey);
    if (!content) throw apiError('NOT_FOUND', { resource: 'File' });
    attachments.push({
      filename: file.originalName ?? file.id,
      content,
      contentType: file.contentType,
    });
  }

  // The PDF record goes first, in the answer's language (the copy's texts are in it too).
  attachments.unshift({
    filename: recordFileName(document.code),
    content: await records.draw(document, document.language),
    contentType: 'application/pdf',
  });
  const mail = await answerCopyMail({
    document,
    timeZone: await municipalityTimeZone(db, document.municipality.id),
    brand: await mailBrand(ctx, document.municipality.id),
    attachments,
  });
  const recipients = [...new Set(copy.recipients.map((address) => address.toLowerCase()))];
  try {
    for (const to of recipients) await ctx.mailer.send({ to, ...mail });
  } catch (error) {
    // The attachments stay (they go only once sent): the person sends the copy again.
    throw apiError('MAIL_FAILED', undefined, { cause: error });
  }
  // storagePathsToDelete: the attachments were only for this mail.
  if (stored.length > 0) {
    await db.delete(files).where(inArray(files.id, ids));
    await Promise.all(stored.map((file) => ctx.storage.delete(file.storageKey).catch(() => undefined)));
  }
  await audit(db, {
    actorId: auth.row.id,
    action: 'email',
    subject: 'respuesta',
    subjectId: answerId,
    after: { recipients, attachments: stored.map((file) => file.id) },
    ip,
  });
}
