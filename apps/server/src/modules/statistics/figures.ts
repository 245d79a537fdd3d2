import {
  daysBetween,
  histogram,
  numberSummary,
  questionKey,
  type FormStatistics,
  type FormTemplate,
  type Question,
  type QuestionFigures,
  type SectionFigures,
} from '@cabildo/domain';

/** One counted (item, value) over the range; texts also carry how many different values the item has. */
export type CountedRow = { item: string; value: string; count: number; distinct: number | null };

/** The counts of the range by item, then value. */
export function byItem(rows: CountedRow[]): Map<string, Map<string, CountedRow>> {
  const items = new Map<string, Map<string, CountedRow>>();
  for (const row of rows) {
    let values = items.get(row.item);
    if (!values) items.set(row.item, (values = new Map()));
    values.set(row.value, row);
  }
  return items;
}

const countOf = (items: Map<string, Map<string, CountedRow>>, item: string, value = '') =>
  items.get(item)?.get(value)?.count ?? 0;

/** The values of an item that start with `prefix`, without it. */
function prefixed(values: Map<string, CountedRow> | undefined, prefix: string) {
  const found: { value: string; count: number; distinct: number | null }[] = [];
  for (const [value, row] of values ?? [])
    if (value.startsWith(prefix))
      found.push({ value: value.slice(prefix.length), count: row.count, distinct: row.distinct });
  return found;
}

function questionFigures(
  items: Map<string, Map<string, CountedRow>>,
  question: Question,
  key: string,
  conditionOrder: number | null,
): QuestionFigures {
  const values = items.get(`q:${key}`);
  const figures: QuestionFigures = {
    key,
    questionId: question.id,
    conditionOrder,
    title: question.title,
    titleAlt: question.titleAlt,
    kind: question.kind,
    dataType: question.dataType,
    answered: values?.get('*')?.count ?? 0,
    options: null,
    numbers: null,
    series: null,
    top: null,
    distinct: null,
  };
  if (question.kind === 'single' || question.kind === 'multiple') {
    figures.options = question.options.map((option) => ({
      value: String(option.order),
      label: option.text,
      labelAlt: option.textAlt,
      count: values?.get(`o:${option.order}`)?.count ?? 0,
    }));
  } else if (question.kind === 'yesno') {
    figures.options = ['yes', 'no'].map((value) => ({
      value,
      label: '',
      labelAlt: {},
      count: values?.get(`o:${value}`)?.count ?? 0,
    }));
  } else if (question.dataType === 'integer' || question.dataType === 'decimal') {
    const numbers = prefixed(values, 'n:').map(({ value, count }) => ({ value: Number(value), count }));
    const summary = numberSummary(numbers);
    figures.numbers = summary
      ? { ...summary, bins: histogram(numbers, { integers: question.dataType === 'integer' }) }
      : null;
  } else if (question.dataType === 'date') {
    figures.series = prefixed(values, 'd:')
      .map(({ value, count }) => ({ value, count }))
      .sort((a, b) => (a.value < b.value ? -1 : 1));
  } else if (question.dataType === 'time') {
    const hours = prefixed(values, 'h:');
    figures.series = Array.from({ length: 24 }, (_, hour) => ({
      value: String(hour),
      count: hours.find((entry) => entry.value === String(hour))?.count ?? 0,
    }));
  } else {
    const texts = prefixed(values, 't:');
    figures.top = texts
      .map(({ value, count }) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    figures.distinct = texts[0]?.distinct ?? 0;
  }
  return figures;
}

/** The sections' and questions' figures over the form's current template. */
export function sectionFigures(template: FormTemplate, rows: CountedRow[]): SectionFigures[] {
  const items = byItem(rows);
  return template.sections.map((section) => ({
    sectionId: section.id,
    title: section.title,
    titleAlt: section.titleAlt,
    repeatable: section.repeatable,
    conditional: section.conditional,
    answers: countOf(items, `s:${section.id}`),
    copies: section.repeatable ? countOf(items, `r:${section.id}`) : null,
    conditions: section.conditional
      ? section.conditions.map((condition) => ({
          order: condition.order,
          text: condition.text,
          textAlt: condition.textAlt,
          count: countOf(items, `c:${section.id}`, String(condition.order)),
        }))
      : null,
    questions: [
      ...section.questions.map((question) =>
        questionFigures(items, question, questionKey(section.id, question.id), null),
      ),
      ...section.conditions.flatMap((condition) =>
        condition.questions.map((question) =>
          questionFigures(
            items,
            question,
            questionKey(section.id, question.id, condition.order),
            condition.order,
          ),
        ),
      ),
    ],
  }));
}

/** Answers per hour of day (0–23) and per day of the range, from the counted rows. */
export function timeFigures(
  rows: CountedRow[],
  perDay: { day: string; count: number }[],
  range: { from: string; to: string },
): Pick<FormStatistics, 'perHour' | 'perDay'> {
  const items = byItem(rows);
  const counts = new Map(perDay.map((entry) => [entry.day, entry.count]));
  return {
    perHour: Array.from({ length: 24 }, (_, hour) => countOf(items, 'hour', String(hour))),
    perDay: daysBetween(range.from, range.to).map((day) => ({ value: day, count: counts.get(day) ?? 0 })),
  };
}
