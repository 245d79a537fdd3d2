import { isOwnAnswersOnly } from '@cabildo/domain';
import { subject } from '@casl/ability';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { answers, forms } from '../../../db/schema/index.ts';
import { errors } from '../../../http/errors.ts';
import type { AuthContext } from '../../auth/guard.ts';

export type ReviewForm = typeof forms.$inferSelect;
/** The form-level facts visibility depends on; known when one form's answers are asked for. */
export type VisibilityForm = Pick<ReviewForm, 'id' | 'mainAreaId' | 'municipalityId' | 'public'>;

/** An answer saved from the citizen portal (the document's mode). */
export const citizenPortalAnswer = sql`(${answers.document}->>'mode') = 'citizen-portal'`;

/**
 * Which answers this person may read (spec part 3 §5, part 1 §6), as a condition on `answers`,
 * the same rule as the CASL record of access.ts: admin sees all; everyone else only answers of
 * forms of the own municipality — the elevated supervisor all of them; the others those of forms
 * whose first area is one of theirs, of forms that are public now, or sent from the citizen portal;
 * own-answers roles only answers they created.
 * With `form` the form-level part is decided here, so the list, count and points of one form stay
 * on the indexes; without it (exports, statistics over several forms) it becomes a subquery.
 * `undefined` means no restriction.
 */
export function answerVisibility(auth: AuthContext, form?: VisibilityForm): SQL | undefined {
  if (form) {
    const scope = formAnswerScope(auth, form);
    if (scope === 'none') return sql`false`;
    return and(
      scope.citizenPortalOnly ? citizenPortalAnswer : undefined,
      scope.createdBy ? eq(answers.createdBy, scope.createdBy) : undefined,
    );
  }
  const role = auth.user.role;
  if (!auth.ability.can('read', 'respuesta')) return sql`false`;
  if (role === 'ROLE_ADMIN') return undefined;
  const { municipalityId, areaIds } = auth.actor;
  if (!municipalityId) return sql`false`;
  const own = isOwnAnswersOnly(role) ? eq(answers.createdBy, auth.row.id) : undefined;
  const formsWhere = (condition: SQL | undefined) =>
    sql`${answers.formId} in (select ${forms.id} from ${forms} where ${condition})`;
  const ofMunicipality = eq(forms.municipalityId, municipalityId);

  let scope: SQL | undefined;
  if (role === 'ROLE_SUPERVISOR_ELEVADO') {
    scope = formsWhere(ofMunicipality);
  } else {
    const readableForms = or(
      eq(forms.public, true),
      areaIds.length > 0 ? inArray(forms.mainAreaId, [...areaIds]) : undefined,
    );
    scope = or(
      formsWhere(and(ofMunicipality, readableForms)),
      and(formsWhere(ofMunicipality), citizenPortalAnswer),
    );
  }
  return and(scope, own);
}

/**
 * Which answers of one form this person may read, as facts rather than SQL: none, or the answers
 * narrowed to those sent from the citizen portal and/or to those the person created (null: no
 * narrowing). The one rule behind `answerVisibility` for a form and the statistics of a form.
 */
export type FormAnswerScope = 'none' | { citizenPortalOnly: boolean; createdBy: string | null };

export function formAnswerScope(auth: AuthContext, form: VisibilityForm): FormAnswerScope {
  const role = auth.user.role;
  if (!auth.ability.can('read', 'respuesta')) return 'none';
  if (role === 'ROLE_ADMIN') return { citizenPortalOnly: false, createdBy: null };
  const { municipalityId, areaIds } = auth.actor;
  if (!municipalityId || form.municipalityId !== municipalityId) return 'none';
  return {
    citizenPortalOnly:
      role !== 'ROLE_SUPERVISOR_ELEVADO' && !areaIds.includes(form.mainAreaId) && !form.public,
    createdBy: isOwnAnswersOnly(role) ? auth.row.id : null,
  };
}

/** The CASL record of a form (the same as the form editor's). */
const formSubject = (form: Pick<ReviewForm, 'areaIds' | 'municipalityId'>) =>
  subject('formulario', { areaIds: form.areaIds, municipalityId: form.municipalityId });

/** The form whose answers are asked for, as the form editor loads it: 404 when missing or deleted, 403 when not visible. */
export async function reviewedForm(ctx: AppContext, auth: AuthContext, formId: string): Promise<ReviewForm> {
  const [form] = await ctx.database.db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.deleted, false)))
    .limit(1);
  if (!form) throw errors.notFound('Form');
  if (!auth.ability.can('read', formSubject(form))) throw errors.forbidden();
  return form;
}
