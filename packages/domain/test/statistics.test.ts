import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  answerDocumentSchema,
  blankSections,
  correctionDiff,
  daysBetween,
  formTemplateSchema,
  histogram,
  localDayAndHour,
  numberSummary,
  parseStatisticsValues,
  pieLabelsShown,
  quickRangeDays,
  restatedValues,
  rangePlan,
  monthOf,
  statisticsDelta,
  statisticsValues,
  STATISTICS_QUICK_RANGES,
  topValues,
  type Counted,
} from '../src/index.ts';

const instant = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2090-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const dayText = instant.map((date) => date.toISOString().slice(0, 10));

describe('hour of day in a time zone', () => {
  it('in UTC is the UTC hour and day', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(localDayAndHour(at, 'UTC')).toEqual({
          day: at.toISOString().slice(0, 10),
          hour: at.getUTCHours(),
        });
      }),
    );
  });

  it('in a fixed-offset zone is the UTC time moved by the offset (Etc/GMT+3 is UTC−3)', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -12, max: 14 }), (at, offset) => {
        const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
        const moved = new Date(at.getTime() + offset * 3_600_000);
        expect(localDayAndHour(at, zone)).toEqual({
          day: moved.toISOString().slice(0, 10),
          hour: moved.getUTCHours(),
        });
      }),
    );
  });

  it('is an hour 0–23 and a real day in any zone, also across daylight-saving changes', () => {
    const zones = [
      'America/Argentina/Cordoba',
      'Europe/Madrid',
      'America/New_York',
      'Asia/Kolkata',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (at, zone) => {
        const { day, hour } = localDayAndHour(at, zone);
        expect(hour).toBeGreaterThanOrEqual(0);
        expect(hour).toBeLessThanOrEqual(23);
        expect(addDays(day, 0)).toBe(day);
        // The local day is the UTC day or one next to it.
        const utc = at.toISOString().slice(0, 10);
        expect([addDays(utc, -1), utc, addDays(utc, 1)]).toContain(day);
      }),
    );
  });

  it('Córdoba (UTC−3, no daylight saving): 02:30 UTC is 23 h of the day before', () => {
    expect(localDayAndHour(new Date('2026-03-10T02:30:00Z'), 'America/Argentina/Cordoba')).toEqual({
      day: '2026-03-09',
      hour: 23,
    });
  });
});

describe('days and quick ranges', () => {
  it('adding days and taking them back returns the day; daysBetween counts them', () => {
    fc.assert(
      fc.property(dayText, fc.integer({ min: 0, max: 400 }), (day, n) => {
        expect(addDays(addDays(day, n), -n)).toBe(day);
        const days = daysBetween(day, addDays(day, n));
        expect(days).toHaveLength(n + 1);
        expect(days[0]).toBe(day);
      }),
    );
  });

  it('every quick range ends today and starts on or before it; longer ranges start earlier', () => {
    fc.assert(
      fc.property(dayText, (today) => {
        const starts = STATISTICS_QUICK_RANGES.map((range) => quickRangeDays(range, today));
        for (const { from, to } of starts) {
          expect(to).toBe(today);
          expect(from <= today).toBe(true);
        }
        for (let i = 1; i < starts.length; i += 1) expect(starts[i]!.from <= starts[i - 1]!.from).toBe(true);
      }),
    );
    expect(quickRangeDays('today', '2026-03-31')).toEqual({ from: '2026-03-31', to: '2026-03-31' });
    expect(quickRangeDays('1d', '2026-03-01').from).toBe('2026-02-28');
    expect(quickRangeDays('7d', '2026-03-31').from).toBe('2026-03-24');
    expect(quickRangeDays('1m', '2026-03-31').from).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('a range plan counts every answer of the range once, reading few days, wherever the rollup stops', () => {
    const answersPerDay = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 50 })), { maxLength: 60 })
      .map((entries) => new Map(entries.map(([offset, n]) => [addDays('2025-10-01', offset), n] as const)));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        answersPerDay,
        fc.integer({ min: -1, max: 130 }),
        (start, length, perDay, rolled) => {
          const from = addDays('2025-10-01', start);
          const to = addDays(from, length);
          // The monthly rollup holds the days up to `rolledThrough` only.
          const rolledThrough = addDays('2025-10-01', rolled);
          const plan = rangePlan(from, to, perDay, rolledThrough);
          // Each day's weight in the plan: its month's rollup (if it holds the day) plus its own signed reads.
          const weight = (day: string) =>
            (plan.months.includes(monthOf(day)) && day <= rolledThrough ? 1 : 0) +
            plan.days.filter((entry) => entry.day === day).reduce((sum, entry) => sum + entry.sign, 0);
          for (const [day, answers] of perDay)
            if (answers > 0) expect(weight(day)).toBe(day >= from && day <= to ? 1 : 0);
          for (const month of plan.months) expect(monthOf(month)).toBe(month);
          for (const { day } of plan.days) expect(perDay.get(day)).toBeGreaterThan(0);
          // Never more daily rows than reading the range day by day (a day costs about its answers).
          const answersOf = (days: string[]) => days.reduce((sum, day) => sum + (perDay.get(day) ?? 0), 0);
          expect(answersOf(plan.days.map((entry) => entry.day))).toBeLessThanOrEqual(
            answersOf(daysBetween(from, to)),
          );
        },
      ),
    );
    const busy = new Map(daysBetween('2026-05-01', '2026-11-25').map((day) => [day, 10] as const));
    expect(rangePlan('2026-05-25', '2026-11-25', busy)).toEqual({
      months: ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
      days: daysBetween('2026-05-25', '2026-05-31').map((day) => ({ day, sign: 1 })),
    });
    expect(rangePlan('2026-05-10', '2026-06-30', busy)).toEqual({
      months: ['2026-05-01', '2026-06-01'],
      days: daysBetween('2026-05-01', '2026-05-09').map((day) => ({ day, sign: -1 })),
    });
    expect(rangePlan('2026-11-18', '2026-11-25', busy).days).toHaveLength(8);
    expect(rangePlan('2026-11-18', '2026-11-25', new Map())).toEqual({ months: [], days: [] });
    // Rolled up through 22 November: the rest of the month comes from its days.
    expect(rangePlan('2026-05-25', '2026-11-25', busy, '2026-11-22')).toEqual({
      months: ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
      days: [
        ...daysBetween('2026-05-25', '2026-05-31').map((day) => ({ day, sign: 1 })),
        ...daysBetween('2026-11-23', '2026-11-25').map((day) => ({ day, sign: 1 })),
      ],
    });
  });
});

const countedNumbers = fc.array(
  fc.record({ value: fc.integer({ min: -1000, max: 1000 }), count: fc.integer({ min: 0, max: 20 }) }),
  { maxLength: 40 },
);
const expand = (values: Counted<number>[]) =>
  values.flatMap(({ value, count }) => Array<number>(count).fill(value));

describe('numbers: summary and histogram bins', () => {
  it('the summary is the plain min, mean, median and max of the values', () => {
    fc.assert(
      fc.property(countedNumbers, (values) => {
        const all = expand(values).sort((a, b) => a - b);
        const summary = numberSummary(values);
        if (all.length === 0) {
          expect(summary).toBeNull();
          return;
        }
        const middle = all.length / 2;
        expect(summary).toMatchObject({ count: all.length, min: all[0], max: all[all.length - 1] });
        expect(summary!.mean).toBeCloseTo(all.reduce((a, b) => a + b, 0) / all.length, 6);
        expect(summary!.median).toBe(
          all.length % 2 ? all[Math.floor(middle)] : (all[middle - 1]! + all[middle]!) / 2,
        );
      }),
    );
  });

  it('every value falls in exactly one bin: the counts add up, bins are ordered and cover min to max', () => {
    fc.assert(
      fc.property(
        countedNumbers,
        fc.boolean(),
        fc.integer({ min: 1, max: 30 }),
        (values, integers, maxBins) => {
          const bins = histogram(values, { integers, maxBins });
          const all = expand(values);
          expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(all.length);
          if (all.length === 0) {
            expect(bins).toEqual([]);
            return;
          }
          expect(bins.length).toBeLessThanOrEqual(Math.max(maxBins, 1));
          expect(bins[0]!.from).toBe(Math.min(...all));
          expect(bins[bins.length - 1]!.to).toBe(Math.max(...all));
          for (let i = 1; i < bins.length; i += 1) expect(bins[i]!.from).toBeGreaterThan(bins[i - 1]!.from);
          // Each value is inside the bin that counted it.
          for (const value of all) {
            const inside = bins.filter((bin, i) =>
              integers
                ? value >= bin.from && value <= bin.to
                : value >= bin.from && (i === bins.length - 1 ? value <= bin.to : value < bin.to),
            );
            expect(inside.length).toBeGreaterThanOrEqual(1);
          }
        },
      ),
    );
    expect(
      histogram(
        [
          { value: 1, count: 2 },
          { value: 3, count: 1 },
        ],
        { integers: true },
      ),
    ).toEqual([
      { from: 1, to: 1, count: 2 },
      { from: 2, to: 2, count: 0 },
      { from: 3, to: 3, count: 1 },
    ]);
  });
});

describe('top values', () => {
  const texts = fc.array(
    fc.record({
      value: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      count: fc.integer({ min: 0, max: 9 }),
    }),
    { maxLength: 30 },
  );
  it('are the n most frequent, merged, most frequent first, independent of the input order', () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 0, max: 8 }), (values, n) => {
        const top = topValues(values, n);
        const merged = new Map<string, number>();
        for (const { value, count } of values) merged.set(value, (merged.get(value) ?? 0) + count);
        const positive = [...merged.values()].filter((count) => count > 0);
        expect(top.length).toBe(Math.min(n, positive.length));
        for (let i = 1; i < top.length; i += 1) expect(top[i]!.count).toBeLessThanOrEqual(top[i - 1]!.count);
        for (const { value, count } of top) expect(merged.get(value)).toBe(count);
        // Nothing left out counts more than the last one shown.
        const shown = new Set<string>(top.map((entry) => entry.value));
        if (top.length === n && n > 0)
          for (const [value, count] of merged)
            if (!shown.has(value)) expect(count).toBeLessThanOrEqual(top[n - 1]!.count);
        expect(topValues([...values].reverse(), n)).toEqual(top);
      }),
    );
  });

  it('pie labels show up to 20 slices', () => {
    expect(pieLabelsShown(20)).toBe(true);
    expect(pieLabelsShown(21)).toBe(false);
  });
});

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('statistics values of an answer', () => {
  const template = formTemplateSchema.parse({
    title: 'Inspección',
    areaIds: [],
    sections: [
      {
        id: 's1',
        order: 0,
        title: 'General',
        questions: [
          {
            id: 'estado',
            order: 0,
            title: 'Estado',
            kind: 'single',
            options: [
              { order: 0, text: 'Bueno' },
              { order: 1, text: 'Malo' },
            ],
          },
          { id: 'altura', order: 1, title: 'Altura', kind: 'open', dataType: 'decimal' },
          { id: 'nota', order: 2, title: 'Nota', kind: 'open', dataType: 'text' },
        ],
      },
      {
        id: 's2',
        order: 1,
        title: 'Luminarias',
        repeatable: true,
        conditional: true,
        conditions: [
          {
            order: 0,
            text: 'Con daño',
            questions: [
              {
                id: 'tipo',
                order: 0,
                title: 'Tipo',
                kind: 'multiple',
                options: [
                  { order: 0, text: 'A' },
                  { order: 1, text: 'B' },
                ],
              },
            ],
          },
        ],
        questions: [{ id: 'ok', order: 0, title: 'Funciona', kind: 'yesno' }],
      },
    ],
  });
  const sections = blankSections(template);
  sections[0]!.rows[0]!.answers[0]!.selected = [1];
  sections[0]!.rows[0]!.answers[1]!.value = '2,50';
  sections[0]!.rows[0]!.answers[2]!.value = '  poste   caído ';
  const copy = clone(sections[1]!.rows[0]!);
  sections[1]!.rows[0]!.answers[0]!.value = 'yes';
  copy.answers[0]!.value = 'no';
  copy.conditions[0]!.checked = true;
  copy.conditions[0]!.answers[0]!.selected = [0, 1];
  sections[1]!.rows.push(copy);
  const document = answerDocumentSchema.parse({
    version: 1,
    formId: '00000000-0000-4000-8000-000000000001',
    code: 'X-1',
    mode: 'inspection',
    language: 'es',
    template,
    municipality: { id: '00000000-0000-4000-8000-000000000002', name: 'M', managementId: null },
    sections,
    citizen: null,
    location: null,
    asset: null,
    signatures: [],
    observations: '',
    state: null,
    requestsForChanges: [],
    supervisorEdits: [],
    pdfDownloadCode: null,
    author: { userId: null, username: 'u' },
    incident: null,
    paymentOrderId: null,
    electronicSignatureId: null,
    createdAt: '2026-03-10T02:30:00Z',
    updatedAt: '2026-03-10T02:30:00Z',
  });

  it('counts the answer, its local day and hour, each answered question per copy, options, numbers, texts, conditions and copies', () => {
    const values = statisticsValues(document, new Date('2026-03-10T02:30:00Z'), 'America/Argentina/Cordoba');
    const { day, counts } = parseStatisticsValues(values);
    expect(day).toBe('2026-03-09');
    expect(Object.fromEntries(counts)).toEqual({
      'answers\t': 1,
      'hour\t23': 1,
      's:s1\t': 1,
      'q:s1/estado\t*': 1,
      'q:s1/estado\to:1': 1,
      'q:s1/altura\t*': 1,
      'q:s1/altura\tn:2.5': 1,
      'q:s1/nota\t*': 1,
      'q:s1/nota\tt:poste caído': 1,
      's:s2\t': 1,
      'r:s2\t': 2,
      'q:s2/ok\t*': 2,
      'q:s2/ok\to:yes': 1,
      'q:s2/ok\to:no': 1,
      'c:s2\t0': 1,
      'q:s2/0/tipo\t*': 1,
      'q:s2/0/tipo\to:0': 1,
      'q:s2/0/tipo\to:1': 1,
    });
  });

  it('a correction is counted as corrected, keeping the day and hour; the delta takes back exactly what changed', () => {
    const before = statisticsValues(document, new Date('2026-03-10T02:30:00Z'), 'UTC');
    const corrected = clone(document.sections);
    corrected[0]!.rows[0]!.answers[0]!.selected = [0];
    const edit = correctionDiff(template, { sections: document.sections, location: null }, [], {
      sections: corrected,
      location: null,
    })!;
    const after = restatedValues(before, {
      ...document,
      supervisorEdits: [{ madeBy: { email: 'e', username: 'u' }, sentAt: 'now', ...edit }],
    });
    expect(parseStatisticsValues(after).day).toBe('2026-03-10');
    expect(Object.fromEntries(statisticsDelta(before, after))).toEqual({
      'q:s1/estado\to:1': -1,
      'q:s1/estado\to:0': 1,
    });
    expect(statisticsDelta(before, before).size).toBe(0);
    expect(Object.fromEntries(statisticsDelta(before, null))['answers\t']).toBe(-1);
  });
});
