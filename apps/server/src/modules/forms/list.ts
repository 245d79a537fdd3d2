import { type FormList, type formListQuerySchema, scopeSwitchDisabled } from '@cabildo/domain';
import { and, arrayContains, arrayOverlaps, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { answers, areas, forms, municipalities } from '../../db/schema/index.ts';
import { mayAccess } from '../access/index.ts';
import type { AuthContext } from '../auth/index.ts';

type ListQuery = z.output<typeof formListQuerySchema>;

/** Works in every area (the form list's area rule does not apply). */
const everyArea = (auth: AuthContext) => mayAccess(auth, 'manage', 'area');
/** Spans municipalities (filters and orders the list by municipality). */
const everyMunicipality = (auth: AuthContext) => mayAccess(auth, 'manage', 'municipio');

/** Non-admins see only forms whose areas include one of theirs; deleted forms never. */
function visibility(auth: AuthContext): SQL | undefined {
  if (everyArea(auth)) return undefined;
  if (auth.user.areaIds.length === 0) return sql`false`;
  return arrayOverlaps(forms.areaIds, auth.user.areaIds);
}

/** The forms page: by area visibility, filtered, by title (the admin's by municipality first), with answer counts. */
export async function listForms(db: DbOrTx, auth: AuthContext, query: ListQuery): Promise<FormList> {
  const conditions: (SQL | undefined)[] = [eq(forms.deleted, false), visibility(auth)];
  if (query.name) conditions.push(ilike(forms.title, `%${escapeLike(query.name)}%`));
  if (query.areaId) conditions.push(arrayContains(forms.areaIds, [query.areaId]));
  if (query.municipalityId && everyMunicipality(auth))
    conditions.push(eq(forms.municipalityId, query.municipalityId));
  const where = and(...conditions);
  const answerCount = sql<number>`(select count(*)::int from ${answers} where ${answers.formId} = ${forms.id})`;
  const [rows, [total], [payment]] = await Promise.all([
    db
      .select({
        form: forms,
        area: areas,
        municipality: municipalities,
        answerCount,
      })
      .from(forms)
      .innerJoin(areas, eq(areas.id, forms.mainAreaId))
      .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
      .where(where)
      // By title; the admin's list, which spans municipalities, by municipality first (spec part 1 §7.1).
      .orderBy(
        ...(everyMunicipality(auth) ? [asc(municipalities.name)] : []),
        asc(forms.title),
        asc(forms.id),
      )
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ value: count() }).from(forms).where(where),
    db
      .select({ value: count() })
      .from(forms)
      .where(and(where, sql`(${forms.template}->'options'->>'addPaymentGateway')::boolean`)),
  ]);
  return {
    rows: rows.map(({ form, area, municipality, answerCount: answered }) => ({
      id: form.id,
      title: form.title,
      mainArea: { id: area.id, name: area.name },
      municipality: { id: municipality.id, name: municipality.name },
      public: form.public,
      citizenForm: scopeSwitchDisabled(form.template.options),
      paymentGateway: form.template.options.addPaymentGateway,
      showDuplicated: form.duplicatedInfo !== null && municipality.settings.showDuplicatedIcon === true,
      answerCount: answered,
    })),
    total: total?.value ?? 0,
    anyPaymentGateway: (payment?.value ?? 0) > 0,
  };
}
