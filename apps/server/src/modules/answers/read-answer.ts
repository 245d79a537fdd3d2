import {
  answerDocumentSchema,
  answerFactsOf,
  changesRequestOffered,
  pendingRequest,
  type AnswerDetail,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { answers, forms } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { requireAnswer } from '../answer-access/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { actionsOn, signatureEditable } from './actions.ts';
import { answerPaymentOf } from './payment-order.ts';

/** One answer for a person who may read it (spec part 3 §5); 404 when it does not exist, 403 otherwise. */
export async function readAnswer(
  ctx: AppContext,
  auth: AuthContext,
  answerId: string,
): Promise<AnswerDetail> {
  const access = await requireAnswer(ctx, auth, 'read', answerId);
  const [found] = await ctx.database.db
    .select({ row: answers, signatureEditable })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .where(eq(answers.id, answerId))
    .limit(1);
  if (!found) throw apiError('NOT_FOUND', { resource: 'Answer' });
  const { row } = found;
  const document = answerDocumentSchema.parse(row.document);
  // The same rule the correction, completion, state and delete routes apply, for the view to show.
  const actions = actionsOn(auth, access, answerFactsOf(document, found.signatureEditable));
  return {
    id: row.id,
    formId: row.formId,
    code: row.code,
    document,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: {
      correct: actions.correct,
      complete: actions.complete,
      changeState: actions.changeState,
      delete: actions.delete,
      // The same rule POST /answers/:id/requests-for-changes applies (changes-request/routes.ts).
      requestChanges: actions.correct && changesRequestOffered(document) && !pendingRequest(document),
    },
    signatureEditable: found.signatureEditable,
    payment: row.paymentOrderId ? await answerPaymentOf(ctx.database.db, row.id) : null,
  };
}
