import {
  answerBadge,
  ANSWERS_PAGE_SIZE,
  requestForChangesSchema,
  type RequestForChanges,
  type AnswerCount,
  type AnswerFilterQuery,
  type AnswerListFilter,
  type AnswerListPage,
  type AnswerListRow,
  type AnswerPointInput,
  type PayOrderStatus,
} from '@cabildo/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { answers, forms, payOrders } from '../../../db/schema/index.ts';
import type { AuthContext } from '../../auth/index.ts';
import { decodeCursor, encodeCursor, type ListPosition } from '../../../db/keyset.ts';
import { actionsOn } from '../actions.ts';
import { reviewColumns, type ReviewFacts } from './deletion.ts';
import { answerFilters, sortColumn } from './filters.ts';
import { answerVisibility, type ReviewForm } from '../../answer-access/index.ts';

/** The map gets at most this many points (spec part 3 §2: the map may be slow with many answers). */
export const POINTS_MAX = 200_000;

type Author = {
  username?: string;
  firstName?: string;
  lastName?: string;
} | null;
type Citizen = {
  firstName?: string;
  lastName?: string;
  dni?: string | null;
  cuit?: string | null;
} | null;

const fullName = (person: { firstName?: string; lastName?: string }) =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();

/** Which answers of one form this person sees, with the filters applied. */
export function filteredAnswers(auth: AuthContext, form: ReviewForm, filter: AnswerFilterQuery): SQL {
  return and(
    eq(answers.formId, form.id),
    answerVisibility(auth, form),
    ...answerFilters(filter, form.municipalityId),
  )!;
}

/**
 * One page of the answers of a form (spec part 3 §2), newest first by (timestamp, id), with keyset
 * paging: `cursor` is a row's position, `next` walks to older rows and `previous` to newer ones,
 * so inserts between two fetches never shift or repeat rows. Never OFFSET. No total: counting
 * costs far more than the page on a large form, so it is its own request (`countAnswers`).
 */
export async function listAnswers(
  ctx: AppContext,
  auth: AuthContext,
  form: ReviewForm,
  filter: AnswerListFilter,
): Promise<AnswerListPage> {
  const { db } = ctx.database;
  const column = sortColumn(filter);
  const sort: ListPosition['sort'] = filter.byLastUpdate ? 'u' : 'c';
  const where = filteredAnswers(auth, form, filter);
  const cursor = filter.cursor ? decodeCursor(filter.cursor, sort) : null;
  const backwards = cursor !== null && filter.direction === 'previous';
  // The timestamp to the microsecond, so the keyset never skips rows saved in the same millisecond.
  const at = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const older = (p: ListPosition) => sql`(${column}, ${answers.id}) < (${p.at}::timestamptz, ${p.id}::uuid)`;
  const newer = (p: ListPosition) => sql`(${column}, ${answers.id}) > (${p.at}::timestamptz, ${p.id}::uuid)`;
  const atOrOlder = (p: ListPosition) =>
    sql`(${column}, ${answers.id}) <= (${p.at}::timestamptz, ${p.id}::uuid)`;
  const atOrNewer = (p: ListPosition) =>
    sql`(${column}, ${answers.id}) >= (${p.at}::timestamptz, ${p.id}::uuid)`;
  const exists = async (condition: SQL) =>
    (await db.select({ id: answers.id }).from(answers).where(and(where, condition)).limit(1)).length > 0;

  // Whether there is a page on the cursor's other side, asked together with the page: the rows
  // beyond the page's far end are exactly those at or beyond the cursor.
  const [keys, behind] = await Promise.all([
    db
      .select({ id: answers.id, at })
      .from(answers)
      .where(and(where, cursor ? (backwards ? newer(cursor) : older(cursor)) : undefined))
      .orderBy(...(backwards ? [asc(column), asc(answers.id)] : [desc(column), desc(answers.id)]))
      .limit(ANSWERS_PAGE_SIZE + 1),
    cursor ? exists(backwards ? atOrOlder(cursor) : atOrNewer(cursor)) : false,
  ]);
  const more = keys.length > ANSWERS_PAGE_SIZE;
  const page = keys.slice(0, ANSWERS_PAGE_SIZE);
  if (backwards) page.reverse();
  const position = (key: { id: string; at: string }): ListPosition => ({
    sort,
    at: key.at,
    id: key.id,
  });
  const first = page[0];
  const last = page.at(-1);
  const [hasNewer, hasOlder] = backwards ? [more, behind] : [behind, more];

  return {
    rows: await pageRows(
      ctx,
      auth,
      form,
      page.map((key) => key.id),
    ),
    nextCursor: hasOlder && last ? encodeCursor(position(last)) : null,
    previousCursor: hasNewer && first ? encodeCursor(position(first)) : null,
  };
}

/** How many answers of the form this person sees with these filters: the list's total. */
export async function countAnswers(
  ctx: AppContext,
  auth: AuthContext,
  form: ReviewForm,
  filter: AnswerFilterQuery,
): Promise<AnswerCount> {
  const [found] = await ctx.database.db
    .select({ total: count() })
    .from(answers)
    .where(filteredAnswers(auth, form, filter));
  return { total: found?.total ?? 0 };
}

/**
 * The row's menu: the same actions the answer view offers (complete unanswered questions, delete).
 * ROLE_INSPECTOR_ACTAS gets no menu (spec part 3 §2): its role grants neither.
 */
function listActions(auth: AuthContext, row: ReviewFacts) {
  const { complete, delete: remove } = actionsOn(auth, row, row);
  return { complete, delete: remove };
}

/** What the answer badge needs: the form's options as answered and the last request for changes. */
type BadgeFacts = {
  options: {
    citizenAssociationFromCitizenPortal?: boolean;
    incidents?: boolean;
  } | null;
  last: RequestForChanges | null;
};

const badgeOf = ({ options, last }: BadgeFacts) =>
  answerBadge({
    template: {
      options: {
        citizenAssociationFromCitizenPortal: options?.citizenAssociationFromCitizenPortal === true,
        incidents: options?.incidents === true,
      },
    },
    requestsForChanges: last ? [requestForChangesSchema.parse(last)] : [],
  });

/** The rows of a page, in the order of `ids`: only these few answers' documents are read. */
async function pageRows(
  ctx: AppContext,
  auth: AuthContext,
  form: ReviewForm,
  ids: string[],
): Promise<AnswerListRow[]> {
  if (ids.length === 0) return [];
  const found = await ctx.database.db
    .select({
      ...reviewColumns,
      id: answers.id,
      code: answers.code,
      createdAt: answers.createdAt,
      updatedAt: answers.updatedAt,
      createdByName: answers.createdByName,
      citizenDocument: answers.citizenDocument,
      state: answers.state,
      author: sql<Author>`${answers.document}->'author'`,
      citizen: sql<Citizen>`${answers.document}->'citizen'`,
      badgeFacts: sql<BadgeFacts>`jsonb_build_object('options', ${answers.document}->'template'->'options', 'last', ${answers.document}->'requestsForChanges'->-1)`,
      stateName: sql<
        string | null
      >`(select s->>'name' from jsonb_array_elements(${answers.document}->'state'->'available') s where (s->>'id')::int = ${answers.state} limit 1)`,
      paymentStatus: sql<PayOrderStatus | null>`(select ${payOrders.status} from ${payOrders} where ${payOrders.answerId} = ${answers.id})`,
    })
    .from(answers)
    .innerJoin(forms, eq(forms.id, answers.formId))
    .where(inArray(answers.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        code: row.code,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        author: {
          username: row.author?.username ?? row.createdByName ?? '',
          name: row.author ? fullName(row.author) : '',
        },
        citizen: row.citizen
          ? {
              name: fullName(row.citizen),
              document: row.citizenDocument ?? row.citizen.dni ?? row.citizen.cuit ?? null,
            }
          : null,
        state: row.state === null ? null : { id: row.state, name: row.stateName ?? '' },
        badge: badgeOf(row.badgeFacts),
        paymentStatus: row.paymentStatus,
        actions: listActions(auth, row),
      },
    ];
  });
}

/** The map of a form's answers: the filtered answers that have a location, no paging (capped). */
export async function answerPoints(
  ctx: AppContext,
  auth: AuthContext,
  form: ReviewForm,
  filter: AnswerFilterQuery,
): Promise<AnswerPointInput[]> {
  const rows = await ctx.database.db
    .select({
      id: answers.id,
      latitude: answers.latitude,
      longitude: answers.longitude,
      code: answers.code,
    })
    .from(answers)
    .where(
      and(filteredAnswers(auth, form, filter), isNotNull(answers.latitude), isNotNull(answers.longitude)),
    )
    .limit(POINTS_MAX);
  // The where clause keeps only answers with both coordinates.
  return rows as AnswerPointInput[];
}
