import { answerUndeletable, type DeletionFacts } from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { answers, forms } from '../../../db/schema.ts';
import { ApiError, errors } from '../../../http/errors.ts';
import type { AuthContext } from '../../auth/guard.ts';
import { answerSubject } from '../../answer-access/readable.ts';
import { deleteAnswerRow } from '../repository.ts';

/** Whether an answer carries a signature image (spec: digital-signature answers). */
export const signedAnswer = sql<boolean>`jsonb_path_exists(${answers.document}, '$.signatures[*] ? (@.file != null)')`;
/** The form option that keeps signed answers editable and deletable. */
export const signatureEditable = sql<boolean>`coalesce((${forms.template}->'options'->>'signatureEditableAnswer')::boolean, false)`;

/** Answers no one may delete (spec part 3 §4 "Answer deletion"); the answer view hides them too. */
export const undeletable = answerUndeletable;

/** The answer facts the review actions are decided on. */
export const reviewColumns = {
  createdBy: answers.createdBy,
  formPublic: forms.public,
  mode: sql<string | null>`${answers.document}->>'mode'`,
  paymentOrderId: answers.paymentOrderId,
  signed: signedAnswer,
  mainAreaId: forms.mainAreaId,
  municipalityId: forms.municipalityId,
};
export type ReviewFacts = {
  createdBy: string | null;
  formPublic: boolean;
  mainAreaId: string;
  municipalityId: string;
} & Omit<DeletionFacts, 'signatureEditable'>;

/**
 * What this person may do with an answer on the list (the routes check again): delete with the
 * delete ability on the record and a deletable answer; complete unanswered questions with complete
 * or update. ROLE_INSPECTOR_ACTAS gets no actions menu (spec part 3 §2).
 */
export function answerActions(auth: AuthContext, facts: ReviewFacts, signatureEditableForm: boolean) {
  if (auth.user.role === 'ROLE_INSPECTOR_ACTAS') return { complete: false, delete: false };
  const record = answerSubject(facts);
  return {
    complete: auth.ability.can('complete', record) || auth.ability.can('update', record),
    delete:
      auth.ability.can('delete', record) &&
      !undeletable({ ...facts, signatureEditable: signatureEditableForm }),
  };
}

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
  const { db } = ctx.database;
  const [found] = await db
    .select({ ...reviewColumns, signatureEditable, code: answers.code, formId: answers.formId })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .where(eq(answers.id, answerId))
    .limit(1);
  if (!found) throw errors.notFound('Answer');
  if (!auth.ability.can('delete', answerSubject(found))) throw errors.forbidden();
  if (undeletable(found)) throw new ApiError('ANSWER_UNDELETABLE', 'This answer cannot be deleted.');

  const storageKeys = await db.transaction(async (tx) => {
    const removed = await deleteAnswerRow(tx, answerId, (removedFiles) => ({
      actorId: auth.row.id,
      action: 'answer.delete',
      subject: 'answer',
      subjectId: answerId,
      before: { code: found.code, formId: found.formId, createdBy: found.createdBy, files: removedFiles },
      ip,
    }));
    if (!removed) throw errors.notFound('Answer');
    return removed;
  });
  for (const storageKey of storageKeys) {
    await ctx.storage.delete(storageKey).catch((error: unknown) => {
      log.warn({ err: error, storageKey }, 'could not delete a deleted answer file from storage');
    });
  }
}
