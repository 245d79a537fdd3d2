import {
  answerDocumentSchema,
  answerFactsOf,
  canMoveTo,
  type AnswerDocument,
  type AnswerState,
  type AnswerUpdated,
} from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { answers, forms, municipalities } from '../../../db/schema/index.ts';
import { apiError } from '../../../http/errors.ts';
import type { AuthContext } from '../../auth/index.ts';
import type { OpenedForm } from '../../answer-access/index.ts';
import { actionsOn } from '../actions.ts';
import type { AnswerVersion } from '../answer-rows.ts';

type AnswerRow = typeof answers.$inferSelect;

/** A stored answer about to be corrected or completed, with what the checks and the write need. */
export type EditedAnswer = OpenedForm & {
  row: AnswerRow;
  document: AnswerDocument;
  /** The stored document as it is, unknown keys included (a write patches it, never drops them). */
  raw: Record<string, unknown>;
  /** updated_at as the database prints it: the write applies only while it is still this (no ms rounding). */
  version: string;
  /** The form's signatureEditableAnswer as set now (`signatureBlockLocked`). */
  signatureEditable: boolean;
};

export type EditAction = 'correct' | 'complete';

/**
 * The answer, for a person who may read it and act on it (`answerActions`): `correct` needs the
 * correct ability on the answer's record (corrector roles; the elevated supervisor in its
 * municipality; own-answers roles on their own answers), `complete` the update or complete ability.
 * 404 when missing, 403 otherwise. Signatures are checked per block by the completion.
 */
export async function loadEditedAnswer(
  ctx: AppContext,
  auth: AuthContext,
  answerId: string,
  action: EditAction,
): Promise<EditedAnswer> {
  const [found] = await ctx.database.db
    .select({
      row: answers,
      version: sql<string>`${answers.updatedAt}::text`,
      form: forms,
      municipality: municipalities,
    })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
    .where(eq(answers.id, answerId))
    .limit(1);
  if (!found) throw apiError('NOT_FOUND', { resource: 'Answer' });
  const raw = found.row.document as Record<string, unknown>;
  const document = answerDocumentSchema.parse(raw);
  const signatureEditable = found.form.template.options?.signatureEditableAnswer === true;
  // The answer view's actions, by the domain's one rule: a signature locks neither (only blocks).
  const actions = actionsOn(
    auth,
    {
      createdBy: found.row.createdBy,
      formPublic: found.form.public,
      mode: document.mode,
      mainAreaId: found.form.mainAreaId,
      municipalityId: found.form.municipalityId,
    },
    answerFactsOf(document, signatureEditable),
  );
  if (!(action === 'correct' ? actions.correct : actions.complete)) throw apiError('FORBIDDEN');
  return { ...found, document, raw, signatureEditable };
}

export const transitionNotAllowed = () => apiError('STATE_TRANSITION_NOT_ALLOWED');

export const answerChangedMeanwhile = () => apiError('ANSWER_CHANGED_CONCURRENTLY');

/** What the repository's write checks: the answer is still the version that was read. */
export const versionOf = (answer: EditedAnswer): AnswerVersion => ({
  id: answer.row.id,
  version: answer.version,
  raw: answer.raw,
  createdByName: answer.row.createdByName,
});

export const updated = (answer: EditedAnswer, updatedAt: Date): AnswerUpdated => ({
  id: answer.row.id,
  formId: answer.row.formId,
  updatedAt: updatedAt.toISOString(),
});

/**
 * The state block after moving to `stateId` along a transition of the current state (spec part 3
 * §4), with its history entry; null when the state stays (none asked, or the current one).
 */
export function movedState(
  state: AnswerState | null,
  stateId: number | null,
  userName: string,
  date: string,
): AnswerState | null {
  if (stateId === null || state?.current === stateId) return null;
  const target = state?.available.find((candidate) => candidate.id === stateId);
  if (!state || !target || !canMoveTo(state.available, state.current, stateId)) throw transitionNotAllowed();
  return {
    ...state,
    current: target.id,
    history: [
      ...state.history,
      {
        date,
        userName,
        stateId: target.id,
        stateName: target.name,
        initialState: false,
      },
    ],
  };
}

export const editorName = (auth: AuthContext) => auth.row.username ?? auth.row.email;
