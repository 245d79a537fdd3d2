import { answerUndeletable, type AnswerActionFacts } from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { answers, forms } from '../../../db/schema/index.ts';
import { apiError } from '../../../http/errors.ts';
import { requireAccess } from '../../access/index.ts';
import { answerSubject, type AnswerAccessRow } from '../../answer-access/index.ts';
import type { AuthContext } from '../../auth/index.ts';
import { signatureEditable, signedAnswer } from '../actions.ts';
import { deleteAnswerRow } from '../repository.ts';

/** The answer facts the actions on an answer are decided on (`actionsOn`), read with the answer. */
export const reviewColumns = {
  createdBy: answers.createdBy,
  formPublic: forms.public,
  mode: sql<string | null>`${answers.document}->>'mode'`,
  paymentOrderId: answers.paymentOrderId,
  signed: signedAnswer,
  signatureEditable,
  hasState: sql<boolean>`${answers.state} is not null`,
  mainAreaId: forms.mainAreaId,
  municipalityId: forms.municipalityId,
};
export type ReviewFacts = AnswerAccessRow & AnswerActionFacts;

/**
 * Deletes an answer (spec part 3 §4): the delete ability on the record, never an undeletable
 * answer; the row and its file rows go in one transaction with the audit event, then the stored
 * bytes (a file left in storage is only space: nothing points at it any more).
 */
export async function deleteAnswer(
  ctx: AppContext,
  auth: AuthContext,
  answerId: string,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  requireAccess(auth, 'delete', 'respuesta');
  const { db } = ctx.database;
  const [found] = await db
    .select({ ...reviewColumns, code: answers.code, formId: answers.formId })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .where(eq(answers.id, answerId))
    .limit(1);
  if (!found) throw apiError('NOT_FOUND', { resource: 'Answer' });
  requireAccess(auth, 'delete', answerSubject(found));
  if (answerUndeletable(found)) throw apiError('ANSWER_UNDELETABLE');

  const storageKeys = await db.transaction(async (tx) => {
    const removed = await deleteAnswerRow(tx, answerId, (removedFiles) => ({
      actorId: auth.row.id,
      action: 'answer.delete',
      subject: 'answer',
      subjectId: answerId,
      before: {
        code: found.code,
        formId: found.formId,
        createdBy: found.createdBy,
        files: removedFiles,
      },
      ip,
    }));
    if (!removed) throw apiError('NOT_FOUND', { resource: 'Answer' });
    return removed;
  });
  for (const storageKey of storageKeys) {
    await ctx.storage.delete(storageKey).catch((error: unknown) => {
      log.warn({ err: error, storageKey }, 'could not delete a deleted answer file from storage');
    });
  }
}
