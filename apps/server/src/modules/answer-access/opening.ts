import type { OpeningMode } from '@cabildo/domain';
import { subject } from '@casl/ability';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { answers, forms, municipalities } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { mayAccess, requireAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';

export type FormRow = typeof forms.$inferSelect;
export type MunicipalityRow = typeof municipalities.$inferSelect;
export type OpenedForm = { form: FormRow; municipality: MunicipalityRow };
export type OpeningOptions = { ignoreResponseLimit?: boolean };

/**
 * The area rule: the form's first area is one the person works in (the admin: any), or the person
 * reads every form of the form's municipality whatever its areas (the elevated supervisor).
 */
function inUserAreas(auth: AuthContext, form: FormRow): boolean {
  return (
    mayAccess(auth, 'read', subject('area', { id: form.mainAreaId })) ||
    mayAccess(
      auth,
      'read',
      subject('formulario', {
        areaIds: [],
        municipalityId: form.municipalityId,
      }),
    )
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
  if (!found) throw apiError('NOT_FOUND', { resource: 'Form' });
  const { form, municipality } = found;
  if (form.deleted) throw apiError('FORM_DELETED');
  if (mode === 'public' && !form.public) throw apiError('NOT_FOUND', { resource: 'Form' });
  // The citizen portal opens only the forms associated from it (docs/decisions.md).
  if (mode === 'citizen-portal' && !form.template.options.citizenAssociationFromCitizenPortal)
    throw apiError('NOT_FOUND', { resource: 'Form' });

  if (mode === 'internal') {
    if (!auth) throw apiError('UNAUTHENTICATED');
    requireAccess(auth, 'create', 'respuesta');
  } else if (mode === 'inspection' && !auth) {
    throw apiError('UNAUTHENTICATED');
  }

  const areaBound = !form.public && !form.template.options.citizenAssociationFromCitizenPortal;
  if (areaBound && (!auth || !inUserAreas(auth, form))) throw apiError('FORM_NOT_IN_AREAS');

  if (!ignoreResponseLimit && (await responseLimitReached(db, form)))
    throw apiError('RESPONSE_LIMIT_REACHED');
  if ((form.public || mode === 'citizen-portal') && municipality.disabled)
    throw apiError('MUNICIPALITY_DISABLED');
  return { form, municipality };
}
