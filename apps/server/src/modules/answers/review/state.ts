import { answerStateSchema, canMoveTo, type AnswerState, type StateHistoryEntry } from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { answers, forms } from '../../../db/schema/index.ts';
import { apiError } from '../../../http/errors.ts';
import { requireAccess } from '../../access/index.ts';
import { answerSubject } from '../../answer-access/index.ts';
import type { AuthContext } from '../../auth/index.ts';
import { answerChangedMeanwhile, transitionNotAllowed } from '../correction/answer.ts';
import { moveAnswerState } from '../repository.ts';
import { reviewColumns } from './deletion.ts';

/**
 * Who may change an answer's workflow state. The spec puts the state selector on the answer view
 * of people who act on answers: the census taker "changes state" of own answers, supervisors "see
 * all answers and complete missing ones", elevated supervisors and admins manage them. So the
 * change needs `update` or `complete` on the answer's record (the area and own-answers rules
 * included); read-only roles (generators of answers, inspectors, inspector of records) may not.
 */
const CHANGE_STATE = ['update', 'complete'] as const;

/**
 * Moves an answer to another workflow state (spec part 3 §4): only along a transition of the
 * current state; appends a history entry and sets the state column and the last update, in one
 * UPDATE of the document that applies only while the answer is still in the state it was read in,
 * so of two concurrent changes one wins and the other gets 409.
 */
export async function changeAnswerState(
  ctx: AppContext,
  auth: AuthContext,
  answerId: string,
  stateId: number,
  ip: string,
): Promise<{ state: AnswerState; updatedAt: string }> {
  requireAccess(auth, 'read', 'respuesta');
  const { db } = ctx.database;
  const [found] = await db
    .select({
      ...reviewColumns,
      stateBlock: sql<unknown>`${answers.document}->'state'`,
      current: answers.state,
    })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .where(eq(answers.id, answerId))
    .limit(1);
  if (!found) throw apiError('NOT_FOUND', { resource: 'Answer' });
  const record = answerSubject(found);
  requireAccess(auth, 'read', record);
  requireAccess(auth, CHANGE_STATE, record);
  const block = answerStateSchema.nullable().safeParse(found.stateBlock ?? null);
  if (!block.success || block.data === null || found.current === null) throw transitionNotAllowed();
  const { available, current } = block.data;
  const target = available.find((state) => state.id === stateId);
  if (!target || current !== found.current || !canMoveTo(available, current, stateId))
    throw transitionNotAllowed();

  const now = new Date();
  const entry: StateHistoryEntry = {
    date: now.toISOString(),
    userName: auth.row.username ?? auth.row.email,
    stateId: target.id,
    stateName: target.name,
    initialState: false,
  };
  return db.transaction(async (tx) => {
    const updated = await moveAnswerState(tx, {
      answerId,
      from: current,
      entry,
      at: now,
      audit: {
        actorId: auth.row.id,
        action: 'answer.state',
        subject: 'answer',
        subjectId: answerId,
        before: { stateId: current },
        after: { stateId: target.id, stateName: target.name },
        ip,
      },
    });
    if (!updated) throw answerChangedMeanwhile();
    return {
      state: answerStateSchema.parse(updated.state),
      updatedAt: updated.updatedAt.toISOString(),
    };
  });
}
