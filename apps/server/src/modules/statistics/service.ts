import {
  localDayAndHour,
  quickRangeDays,
  STATISTICS_ERRORS,
  STATISTICS_RANGE_MAX_DAYS,
  addDays,
  addMonths,
  lastDayOfMonth,
  monthOf,
  rangePlan,
  ROLLED_THROUGH_ALL,
  type FormStatistics,
  type RangePlan,
  type MonthlyStatistics,
} from '@cabildo/domain';
import { subject } from '@casl/ability';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { answers, areas, forms, municipalities } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { requireAccess } from '../access/index.ts';
import { answerVisibility, formAnswerScope } from '../answer-access/index.ts';
import { NIL_AUTHOR, statisticsTimeZone } from '../answers/index.ts';
import { timeZoneOf } from '../geography/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { sectionFigures, timeFigures, type CountedRow } from './figures.ts';

/** How many of the most frequent open-text values each question shows. */
const TOP_TEXTS = 10;

type Range = { from: string; to: string };

/** The days asked for: a quick range on the municipality's calendar, or two days; at most two years. */
export function resolveRange(
  query: { range: string | null; from: string | null; to: string | null },
  timeZone: string,
  now = new Date(),
): Range {
  const today = localDayAndHour(now, timeZone).day;
  const range =
    query.from && query.to
      ? { from: query.from, to: query.to }
      : quickRangeDays(query.range as Parameters<typeof quickRangeDays>[0], today);
  if (addDays(range.from, STATISTICS_RANGE_MAX_DAYS) < range.to)
    throw apiError('STATISTICS_RANGE_TOO_LONG', [{ path: '/to', message: STATISTICS_ERRORS.rangeTooLong }]);
  return range;
}

/**
 * The counts the person may see, as a condition on statistics_counts and statistics_month_counts:
 * the everyone rows when nothing narrows the visibility; else the rows per author and
 * citizen-portal flag, narrowed as the answers list narrows the answers (formAnswerScope, the same
 * rule). Both flags are always named, so the day (or month) bounds the index scan of one author.
 */
function countsScope(scope: Exclude<ReturnType<typeof formAnswerScope>, 'none'>): SQL {
  if (!scope.citizenPortalOnly && !scope.createdBy)
    return sql`everyone = true and author = ${NIL_AUTHOR}::uuid and citizen_portal = false`;
  return sql`everyone = false
    ${scope.createdBy ? sql`and author = ${scope.createdBy}::uuid` : sql``}
    ${scope.citizenPortalOnly ? sql`and citizen_portal = true` : sql`and citizen_portal in (false, true)`}`;
}

/**
 * The (item, value, count) rows of a range, read as `rangePlan` says: whole months from the monthly
 * rollup, days from the daily counts (with their sign), each an index scan.
 */
function rangeCounts(formId: string, visible: SQL, plan: RangePlan): SQL {
  const parts: SQL[] = [];
  if (plan.months.length > 0)
    parts.push(sql`select item, value, count from statistics_month_counts
      where form_id = ${formId}::uuid and ${visible} and month = any(${`{${plan.months.join(',')}}`}::date[])`);
  for (const sign of [1, -1] as const) {
    const days = plan.days.filter((entry) => entry.sign === sign).map((entry) => entry.day);
    if (days.length > 0)
      parts.push(sql`select item, value, ${sql.raw(sign === 1 ? '' : '-')}count from statistics_counts
        where form_id = ${formId}::uuid and ${visible} and day = any(${`{${days.join(',')}}`}::date[])`);
  }
  if (parts.length === 0) return sql`select ''::text as item, ''::text as value, 0 as count where false`;
  return sql.join(parts, sql` union all `);
}

/** The item of the sentinel row that carries the rollup's day (no count item is named so). */
const ROLLED_ITEM = '#rolled-through';
const ROLLED_THROUGH = sql`select to_char(rolled_through, 'YYYY-MM-DD') as day from statistics_rollup where id = 1`;

/**
 * The counted rows of a range (the most frequent texts only) and how far the monthly rollup was
 * complete when they were read — one statement, one snapshot.
 */
async function rangeFigures(
  db: AppContext['database']['db'],
  formId: string,
  visible: SQL,
  plan: RangePlan,
): Promise<{ rows: CountedRow[]; rolledThrough: string }> {
  const result = await db.execute<{
    item: string;
    value: string;
    count: number;
    distinct_values: number | null;
  }>(sql`
      with counted as (
        select item, value, sum(count)::int as count from (${rangeCounts(formId, visible, plan)}) parts
        group by item, value having sum(count) <> 0
      ),
      ranked as (
        select item, value, count,
          case when value like 't:%' then row_number() over texts end as rank,
          case when value like 't:%' then (count(*) over texts)::int end as distinct_values
        from counted
        window texts as (partition by item, value like 't:%' order by count desc, value
          rows between unbounded preceding and unbounded following)
      )
      select item, value, count, distinct_values from ranked where rank is null or rank <= ${TOP_TEXTS}
      union all
      select '${sql.raw(ROLLED_ITEM)}', day, 0, null from (${ROLLED_THROUGH}) rolled`);
  const rows: CountedRow[] = [];
  let rolledThrough = ROLLED_THROUGH_ALL;
  for (const row of result.rows) {
    if (row.item === ROLLED_ITEM) rolledThrough = row.value;
    else
      rows.push({
        item: row.item,
        value: row.value,
        count: Number(row.count),
        distinct: row.distinct_values === null ? null : Number(row.distinct_values),
      });
  }
  return { rows, rolledThrough };
}

/** The statistics of one form (spec part 3 §2): every figure of the page, in a few queries. */
export async function formStatistics(
  ctx: AppContext,
  auth: AuthContext,
  formId: string,
  query: { range: string | null; from: string | null; to: string | null },
): Promise<FormStatistics> {
  requireAccess(auth, 'read', 'estadistica_formulario');
  const { db } = ctx.database;
  const [found] = await db
    .select({
      form: forms,
      area: areas.name,
      municipality: municipalities.name,
      settings: municipalities.settings,
    })
    .from(forms)
    .innerJoin(areas, eq(areas.id, forms.mainAreaId))
    .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
    .where(and(eq(forms.id, formId), eq(forms.deleted, false)))
    .limit(1);
  if (!found) throw apiError('NOT_FOUND', { resource: 'Form' });
  const { form } = found;
  const record = subject('estadistica_formulario', {
    areaIds: form.areaIds,
    municipalityId: form.municipalityId,
  });
  requireAccess(auth, 'read', record);
  const scope = formAnswerScope(auth, form);
  if (scope === 'none') throw apiError('FORBIDDEN');

  // The days and hours of the form's municipality (its answers were counted in its zone).
  const timeZone = timeZoneOf(found.settings);
  const range = resolveRange(query, timeZone);
  const visible = countsScope(scope);
  // Answers per day over the months the range touches: the per-day chart, and what tells the
  // range plan which days hold answers.
  const months = { from: monthOf(range.from), to: lastDayOfMonth(range.to) };
  const perDayQuery = db.execute<{ day: string; count: number }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(count)::int as count from statistics_counts
    where form_id = ${form.id}::uuid and ${visible} and item = 'answers'
      and day >= ${months.from}::date and day <= ${months.to}::date
    group by day`);
  const totalQuery = db.execute<{ count: number | null }>(sql`
    select sum(count)::int as count from statistics_counts
    where form_id = ${form.id}::uuid and ${visible} and item = 'answers'`);
  // First and last answer of the range: the answers themselves, under the answers list's visibility.
  const boundsQuery = db
    .select({
      first: sql<string | null>`to_json(min(${answers.createdAt}))#>>'{}'`,
      last: sql<string | null>`to_json(max(${answers.createdAt}))#>>'{}'`,
    })
    .from(answers)
    .where(
      and(
        eq(answers.formId, form.id),
        answerVisibility(auth, form),
        gte(answers.createdAt, sql`(${range.from}::date)::timestamp at time zone ${timeZone}`),
        lt(answers.createdAt, sql`(${addDays(range.to, 1)}::date)::timestamp at time zone ${timeZone}`),
      ),
    );
  const rolledQuery = db.execute<{ day: string }>(ROLLED_THROUGH);
  // Settled or not, their failures are handled (the await below reports them).
  void Promise.allSettled([totalQuery, boundsQuery, rolledQuery]);
  const answersPerDay = new Map((await perDayQuery).rows.map((row) => [row.day, Number(row.count)] as const));
  // The plan depends on how far the monthly rollup is complete; the counts' statement says how far
  // it was when it read them, and the rare read that crossed the rollup's daily move is made again.
  let rolledThrough = (await rolledQuery).rows[0]?.day ?? ROLLED_THROUGH_ALL;
  let counted = await rangeFigures(
    db,
    form.id,
    visible,
    rangePlan(range.from, range.to, answersPerDay, rolledThrough),
  );
  if (counted.rolledThrough !== rolledThrough) {
    rolledThrough = counted.rolledThrough;
    counted = await rangeFigures(
      db,
      form.id,
      visible,
      rangePlan(range.from, range.to, answersPerDay, rolledThrough),
    );
  }
  const [total, bounds] = await Promise.all([totalQuery, boundsQuery]);

  const rows = counted.rows;
  const template = form.template;
  const stateCounts = new Map(
    rows.filter((row) => row.item === 'state').map((row) => [Number(row.value), row.count]),
  );
  return {
    form: {
      id: form.id,
      title: template.title,
      titleAlt: template.titleAlt,
      area: found.area,
      municipality: found.municipality,
      states: template.states.available.map((state) => ({
        id: state.id,
        name: state.name,
      })),
      totalAnswers: Number(total.rows[0]?.count ?? 0),
    },
    range: { ...range, timeZone },
    ownAnswersOnly: scope.createdBy !== null,
    search: {
      answers: rows.find((row) => row.item === 'answers')?.count ?? 0,
      first: bounds[0]?.first ?? null,
      last: bounds[0]?.last ?? null,
      perState: template.states.available.map((state) => ({
        stateId: state.id,
        name: state.name,
        count: stateCounts.get(state.id) ?? 0,
      })),
    },
    ...timeFigures(
      rows,
      [...answersPerDay].map(([day, count]) => ({ day, count })),
      range,
    ),
    sections: sectionFigures(template, rows),
  };
}

/**
 * The admin's general statistics (spec part 1 §6, part 3 §2): answers per month of the last 12
 * months per municipality (from the counts, so no answer is read), forms (not deleted) and active
 * users (enabled, with a role) per municipality.
 */
export async function monthlyStatistics(
  ctx: AppContext,
  auth: AuthContext,
  now = new Date(),
): Promise<MonthlyStatistics> {
  requireAccess(auth, 'read', 'estadistica_formulario');
  requireAccess(auth, 'read', 'estadistica_general');
  const { db } = ctx.database;
  const timeZone = statisticsTimeZone();
  const today = localDayAndHour(now, timeZone).day;
  const firstMonth = `${addMonths(today, -11).slice(0, 7)}-01`;
  const months = Array.from({ length: 12 }, (_, index) => addMonths(firstMonth, index).slice(0, 7));
  const [perMonth, places] = await Promise.all([
    db.execute<{ municipality_id: string; month: string; count: number }>(sql`
      select f.municipality_id, to_char(s.day, 'YYYY-MM') as month, sum(s.count)::int as count
      from statistics_counts s join forms f on f.id = s.form_id
      where s.item = 'answers' and s.everyone = true and s.day >= ${firstMonth}::date
      group by 1, 2`),
    db.execute<{
      id: string;
      name: string;
      forms: number;
      active_users: number;
    }>(sql`
      select m.id, m.name,
        (select count(*) from forms f where f.municipality_id = m.id and not f.deleted)::int as forms,
        (select count(*) from users u where u.municipality_id = m.id and not u.disabled
          and cardinality(u.roles) > 0)::int as active_users
      from municipalities m order by m.name`),
  ]);
  const counts = new Map(
    perMonth.rows.map((row) => [`${row.municipality_id} ${row.month}`, Number(row.count)]),
  );
  return {
    months,
    municipalities: places.rows.map((place) => ({
      id: place.id,
      name: place.name,
      perMonth: months.map((month) => counts.get(`${place.id} ${month}`) ?? 0),
      forms: Number(place.forms),
      activeUsers: Number(place.active_users),
    })),
  };
}
