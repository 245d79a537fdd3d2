import type { Action } from '@cabildo/domain';
import { subject } from '@casl/ability';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { answers, forms } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { mayAccess, requireAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';

export type AnswerAccessRow = {
  createdBy: string | null;
  /** The form's visibility now (forms.public), not the flag kept on the answer when it was saved. */
  formPublic: boolean;
  mode: string | null;
  mainAreaId: string;
  municipalityId: string;
};

/**
 * The CASL record of an answer (spec part 3 §5): the form's first area, its municipality, whether
 * the form is public now, whether the answer came from the citizen portal, and who created it
 * (own-answers roles).
 */
export const answerSubject = (row: AnswerAccessRow) =>
  subject('respuesta', {
    createdById: row.createdBy,
    formAreaIds: [row.mainAreaId],
    municipalityId: row.municipalityId,
    formPublic: row.formPublic,
    citizenPortal: row.mode === 'citizen-portal',
  });

export async function loadAnswerAccess(ctx: AppContext, answerId: string): Promise<AnswerAccessRow | null> {
  const [row] = await ctx.database.db
    .select({
      createdBy: answers.createdBy,
      formPublic: forms.public,
      mode: sql<string | null>`${answers.document}->>'mode'`,
      mainAreaId: forms.mainAreaId,
      municipalityId: forms.municipalityId,
    })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .where(eq(answers.id, answerId))
    .limit(1);
  return row ?? null;
}

export function canReadAnswer(auth: AuthContext | null, row: AnswerAccessRow): boolean {
  return mayAccess(auth, 'read', answerSubject(row));
}

/** The access gate on one answer by its id: 404 when it does not exist, 403 when the rules refuse `action`. */
export async function requireAnswer(
  ctx: AppContext,
  auth: AuthContext,
  action: Action,
  answerId: string,
): Promise<AnswerAccessRow> {
  const row = await loadAnswerAccess(ctx, answerId);
  if (!row) throw apiError('NOT_FOUND', { resource: 'Answer' });
  requireAccess(auth, action, answerSubject(row));
  return row;
}

/** Whether this person may read that answer (and its files); anonymous people never may. */
export async function answerReadable(
  ctx: AppContext,
  auth: AuthContext | null,
  answerId: string,
): Promise<boolean> {
  if (!auth) return false;
  const row = await loadAnswerAccess(ctx, answerId);
  return row !== null && canReadAnswer(auth, row);
}
