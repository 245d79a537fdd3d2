import { asEqualities, type Decided } from '@cabildo/domain';
import { subject } from '@casl/ability';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { answers, forms } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { decidedRules, decidedToSql, requireAccess, type Asker, type SqlMapping } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';

export type ReviewForm = typeof forms.$inferSelect;
/** The form-level facts visibility depends on; known when one form's answers are asked for. */
export type VisibilityForm = Pick<ReviewForm, 'id' | 'mainAreaId' | 'municipalityId' | 'public'>;

/** An answer saved from the citizen portal (the document's mode). */
export const citizenPortalAnswer = sql`(${answers.document}->>'mode') = 'citizen-portal'`;

/**
 * The answer record's fields (readable.ts, `answerSubject`) as columns of `answers`: the form's
 * fields through one subquery on `forms`, the answer's own on the row.
 */
const answerColumns: SqlMapping = {
  fields: {
    formAreaIds: { column: forms.mainAreaId, group: 'form' },
    municipalityId: { column: forms.municipalityId, group: 'form' },
    formPublic: { column: forms.public, group: 'form' },
    citizenPortal: { column: citizenPortalAnswer },
    createdById: { column: answers.createdBy },
  },
  groups: {
    form: (inner) => sql`${answers.formId} in (select ${forms.id} from ${forms} where ${inner})`,
  },
};

/** One form's fields of the answer record: decided in JS, so its answers stay on their indexes. */
const formFields = (form: VisibilityForm) => ({
  formAreaIds: [form.mainAreaId],
  municipalityId: form.municipalityId,
  formPublic: form.public,
});

/** The read rules on answers, with the form's part decided when the form is known. */
const readRules = (auth: Asker, form?: VisibilityForm): Decided =>
  decidedRules(auth.ability, 'read', 'respuesta', form ? formFields(form) : {});

/**
 * Which answers this person may read (spec part 3 §5, part 1 §6), as a condition on `answers`:
 * the CASL read rules on the answer record translated to SQL (access/rules-to-sql.ts), the one
 * translation — who sees what is decided in packages/domain/src/access only.
 * With `form` the form-level part is decided in JS, so the list, count and points of one form stay
 * on the indexes; without it (exports, statistics over several forms) it becomes a subquery.
 * `undefined` means no restriction.
 */
export function answerVisibility(auth: Asker, form?: VisibilityForm): SQL | undefined {
  return decidedToSql(readRules(auth, form), answerColumns);
}

/**
 * Which answers of one form this person may read, as facts rather than SQL: none, or the answers
 * narrowed to those sent from the citizen portal and/or to those the person created (null: no
 * narrowing) — the statistics counts are kept per author and citizen-portal flag. The same rules
 * as `answerVisibility`; rules these facts cannot state are an error, not a guess.
 */
export type FormAnswerScope = 'none' | { citizenPortalOnly: boolean; createdBy: string | null };

export function formAnswerScope(auth: Asker, form: VisibilityForm): FormAnswerScope {
  const facts = asEqualities(readRules(auth, form));
  if (facts === false) return 'none';
  const { citizenPortal, createdById, ...other } = facts ?? {
    notEqualities: true,
  };
  if (
    facts === null ||
    Object.keys(other).length > 0 ||
    (citizenPortal !== undefined && citizenPortal !== true) ||
    (createdById !== undefined && typeof createdById !== 'string')
  )
    throw new Error('Access rules: the answers of a form are narrowed in a way the statistics cannot count');
  return {
    citizenPortalOnly: citizenPortal === true,
    createdBy: createdById ?? null,
  };
}

/** The CASL record of a form (the same as the form editor's). */
const formSubject = (form: Pick<ReviewForm, 'areaIds' | 'municipalityId'>) =>
  subject('formulario', {
    areaIds: form.areaIds,
    municipalityId: form.municipalityId,
  });

/** The form whose answers are asked for, as the form editor loads it: 404 when missing or deleted, 403 when not visible. */
export async function reviewedForm(ctx: AppContext, auth: AuthContext, formId: string): Promise<ReviewForm> {
  const [form] = await ctx.database.db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.deleted, false)))
    .limit(1);
  if (!form) throw apiError('NOT_FOUND', { resource: 'Form' });
  requireAccess(auth, 'read', formSubject(form));
  return form;
}
