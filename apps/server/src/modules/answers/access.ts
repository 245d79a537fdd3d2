import {
  answerDocumentSchema,
  answerUndeletable,
  deletionFactsOf,
  lockedBySignature,
  type AnswerDetail,
  type AnswerDetailActions,
  type AnswerDocument,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { answers } from '../../db/schema.ts';
import { errors } from '../../http/errors.ts';
import {
  answerSubject,
  canReadAnswer,
  loadAnswerAccess,
  type AnswerAccessRow,
} from '../answer-access/readable.ts';
import type { AuthContext } from '../auth/guard.ts';

/** One answer for a person who may read it (spec part 3 §5); 404 when it does not exist, 403 otherwise. */
export async function readAnswer(
  ctx: AppContext,
  auth: AuthContext,
  answerId: string,
): Promise<AnswerDetail> {
  const access = await loadAnswerAccess(ctx, answerId);
  if (!access) throw errors.notFound('Answer');
  if (!canReadAnswer(auth, access)) throw errors.forbidden();
  const [row] = await ctx.database.db.select().from(answers).where(eq(answers.id, answerId)).limit(1);
  if (!row) throw errors.notFound('Answer');
  const document = answerDocumentSchema.parse(row.document);
  return {
    id: row.id,
    formId: row.formId,
    code: row.code,
    document,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: answerDetailActions(auth, access, document),
  };
}

/** The same rules the correction, completion, state and delete routes apply, for the view to show. */
function answerDetailActions(
  auth: AuthContext,
  access: AnswerAccessRow,
  document: AnswerDocument,
): AnswerDetailActions {
  const record = answerSubject(access);
  const { ability } = auth;
  const changeState = ability.can('update', record) || ability.can('complete', record);
  const locked = lockedBySignature(document);
  return {
    correct: ability.can('correct', record) && !locked,
    complete: changeState && !locked,
    changeState: changeState && document.state !== null,
    delete: ability.can('delete', record) && !answerUndeletable(deletionFactsOf(document)),
  };
}
