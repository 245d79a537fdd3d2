/**
 * Calendar rules of the statistics (spec part 3 §2, §9): the local day and hour of an instant in a
 * time zone, day arithmetic on YYYY-MM-DD texts, and the quick ranges. Pure and zod-free.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) and the hour of day (0–23) of an instant in a time zone. */
export function localDayAndHour(instant: Date, timeZone: string): { day: string; hour: number } {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day moved by whole months, kept within the target month (31 March − 1 month = 28/29 February). */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1 + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(Number(match[3]), last)));
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The quick ranges of spec part 3 §2 and §9: Hoy, 1 día, 7 días, 15 días, 1 mes, 3 meses, 6 meses. */
export const STATISTICS_QUICK_RANGES = ['today', '1d', '7d', '15d', '1m', '3m', '6m'] as const;
export type StatisticsQuickRange = (typeof STATISTICS_QUICK_RANGES)[number];
/** Default range: the last 7 days (spec part 3 §9). */
export const DEFAULT_STATISTICS_RANGE: StatisticsQuickRange = '7d';

/**
 * The days a quick range covers, ending today (both ends included): "Hoy" is today alone; "N días"
 * starts N days before today (so "1 día" is yesterday and today); "N meses" N calendar months before.
 */
export function quickRangeDays(range: StatisticsQuickRange, today: string): { from: string; to: string } {
  const from = (() => {
    switch (range) {
      case 'today':
        return today;
      case '1d':
        return addDays(today, -1);
      case '7d':
        return addDays(today, -7);
      case '15d':
        return addDays(today, -15);
      case '1m':
        return addMonths(today, -1);
      case '3m':
        return addMonths(today, -3);
      case '6m':
        return addMonths(today, -6);
    }
  })();
  return { from, to: today };
}

/** The longest range the page asks for at once, in days (two years and a day). */
export const STATISTICS_RANGE_MAX_DAYS = 732;

/** The first day (YYYY-MM-01) of a day's month. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The last day of a day's month. */
export const lastDayOfMonth = (day: string): string => addDays(addMonths(monthOf(day), 1), -1);

/** What to read for a range: months from the monthly rollup, days (added or taken away) from the daily counts. */
export type RangePlan = { months: string[]; days: { day: string; sign: 1 | -1 }[] };

/** A rollup complete for every day (the plans of a database whose rollup is up to date). */
export const ROLLED_THROUGH_ALL = '9999-12-31';

/**
 * How to read the counts of a range (issue 14; docs/decisions.md "Statistics"), given the answers
 * per day of the months it touches (days without answers count nothing: every count of a day adds
 * up what its answers added) and the last day the monthly rollup holds (`rolledThrough`; later days
 * are in the daily counts only). A month is read either as its days inside the range, or as its
 * rollup minus its rolled-up days outside the range plus its days inside the range not rolled up
 * yet — whichever reads fewer answers' days; a month wholly inside the range is always read the
 * second way. `months` are first days (YYYY-MM-01); summed with their signs, the parts count every
 * answer of the range exactly once.
 */
export function rangePlan(
  from: string,
  to: string,
  answersPerDay: ReadonlyMap<string, number>,
  rolledThrough: string = ROLLED_THROUGH_ALL,
): RangePlan {
  const plan: RangePlan = { months: [], days: [] };
  if (to < from) return plan;
  const byMonth = new Map<string, [string, number][]>();
  for (const [day, answers] of answersPerDay) {
    if (answers === 0) continue;
    const month = monthOf(day);
    const days = byMonth.get(month);
    if (days) days.push([day, answers]);
    else byMonth.set(month, [[day, answers]]);
  }
  for (let month = monthOf(from); month <= to; month = addMonths(month, 1)) {
    const inFrom = from > month ? from : month;
    const last = lastDayOfMonth(month);
    const inTo = to < last ? to : last;
    const whole = inFrom === month && inTo === last;
    const inside: string[] = [];
    const outsideRolled: string[] = [];
    const insideUnrolled: string[] = [];
    let costDays = 0;
    let costRollup = 0;
    for (const [day, answers] of byMonth.get(month) ?? []) {
      const rolled = day <= rolledThrough;
      if (day >= inFrom && day <= inTo) {
        inside.push(day);
        costDays += Math.abs(answers);
        if (!rolled) {
          insideUnrolled.push(day);
          costRollup += Math.abs(answers);
        }
      } else if (rolled) {
        outsideRolled.push(day);
        costRollup += Math.abs(answers);
      }
    }
    if (whole || (inside.length > 0 && costRollup < costDays)) {
      plan.months.push(month);
      for (const day of outsideRolled.sort()) plan.days.push({ day, sign: -1 });
      for (const day of insideUnrolled.sort()) plan.days.push({ day, sign: 1 });
    } else for (const day of inside.sort()) plan.days.push({ day, sign: 1 });
  }
  return plan;
}
