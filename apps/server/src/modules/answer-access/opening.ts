import type { OpeningMode } from '@cabildo/domain';
import { subject } from '@casl/ability';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { answers, forms, municipalities } from '../../db/schema/index.ts';
import { ApiError, errors } from '../../http/errors.ts';
import type { AuthContext } from '../auth/guard.ts';

export type FormRow = typeof forms.$inferSelect;
export type MunicipalityRow = typeof municipalities.$inferSelect;
export type OpenedForm = { form: FormRow; municipality: MunicipalityRow };
export type OpeningOptions = { ignoreResponseLimit?: boolean };

export const openingErrors = {
  missing: () => new ApiError('NOT_FOUND', 'The form to answer does not exist.'),
  deleted: () => new ApiError('FORM_DELETED', 'The form to answer has been deleted.'),
  notInAreas: () => new ApiError('FORM_NOT_IN_AREAS', 'The form is not among your municipal areas.'),
  limitReached: () => new ApiError('RESPONSE_LIMIT_REACHED', 'The form has reached its response limit.'),
  municipalityDisabled: () => new ApiError('MUNICIPALITY_DISABLED', 'The municipality is disabled.'),
};

/** The non-admin area rule: the form's first area is the user's (an elevated supervisor: any form of the own municipality). */
function inUserAreas(auth: AuthContext, form: FormRow): boolean {
  if (auth.user.role === 'ROLE_ADMIN') return true;
  if (auth.user.areaIds.includes(form.mainAreaId)) return true;
  return (
    auth.user.role === 'ROLE_SUPERVISOR_ELEVADO' &&
    auth.ability.can('read', subject('formulario', { areaIds: [], municipalityId: form.municipalityId }))
  );
}

/** Whether the form's response limit (responsesCount) is reached; inside the save transaction too. */
export async function responseLimitReached(db: DbOrTx, form: FormRow): Promise<boolean> {
  if (!form.template.options.limitResponses || form.responseLimit === null) return false;
  const [row] = await db.select({ value: count() }).from(answers).where(eq(answers.formId, form.id));
  return (row?.value ?? 0) >= form.responseLimit;
}

/**
 * The opening checks of spec part 2 §5, in its order: the form exists, is not deleted, is public
 * when opened publicly, the person may answer in this mode, the form is in the person's areas
 * (unless public or associated from the citizen portal), the response limit is not reached (unless
 * `ignoreResponseLimit`: work on an answer already saved), and a public form's municipality is not
 * disabled. Throws the matching ApiError.
 */
export async function openForAnswering(
  ctx: AppContext,
  auth: AuthContext | null,
  formId: string,
  mode: OpeningMode,
  { ignoreResponseLimit = false }: OpeningOptions = {},
): Promise<OpenedForm> {
  const { db } = ctx.database;
  const [found] = await db
    .select({ form: forms, municipality: municipalities })
    .from(forms)
    .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
    .where(eq(forms.id, formId))
    .limit(1);
  if (!found) throw openingErrors.missing();
  const { form, municipality } = found;
  if (form.deleted) throw openingErrors.deleted();
  if (mode === 'public' && !form.public) throw openingErrors.missing();
  // The citizen portal opens only the forms associated from it (docs/decisions.md).
  if (mode === 'citizen-portal' && !form.template.options.citizenAssociationFromCitizenPortal)
    throw openingErrors.missing();

  if (mode === 'internal') {
    if (!auth) throw errors.unauthenticated();
    if (!auth.ability.can('create', 'respuesta')) throw errors.forbidden();
  } else if (mode === 'inspection' && !auth) {
    throw errors.unauthenticated();
  }

  const areaBound = !form.public && !form.template.options.citizenAssociationFromCitizenPortal;
  if (areaBound && (!auth || !inUserAreas(auth, form))) throw openingErrors.notInAreas();

  if (!ignoreResponseLimit && (await responseLimitReached(db, form))) throw openingErrors.limitReached();
  if ((form.public || mode === 'citizen-portal') && municipality.disabled)
    throw openingErrors.municipalityDisabled();
  return { form, municipality };
}
