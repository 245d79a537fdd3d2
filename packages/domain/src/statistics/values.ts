import { applyEdits } from '../answers/correction.ts';
import type { AnswerDocument, QuestionAnswer } from '../answers/document.ts';
import { isAnswered, NO, YES } from '../answers/rules.ts';
import { isValidDate } from '../answers/values.ts';
import type { FormTemplate, Question } from '../forms/template.ts';
import { localDayAndHour } from './time.ts';

/*
 * What the statistics count of one answer (issue 14; docs/decisions.md "Statistics"): its
 * "statistics values", computed from the document as corrected (the supervisor edits replayed, as
 * the view and the export show it) and kept on the answer row, so that a correction, completion or
 * delete takes back exactly what was counted before. The database adds them up per form, local day,
 * author and citizen-portal flag (table statistics_counts).
 *
 * Text form: the first line is the local day of the answer's creation (YYYY-MM-DD), each further
 * line one counted unit `item<TAB>value`:
 *   answers                    one per answer
 *   hour  <0-23>               the hour of day of its creation
 *   s:<section>                the answer has at least one copy of the section
 *   r:<section>                one per copy of a repeatable section
 *   c:<section>  <order>       one per copy with that condition checked
 *   q:<question key>  *        one per copy in which the question is answered
 *   q:<question key>  o:<n>    an option checked (single, multiple), o:yes / o:no (yes/no)
 *   q:<question key>  n:<x>    an integer or decimal value (as a JavaScript number)
 *   q:<question key>  d:<day>  a date value;  h:<hour>  a time value's hour
 *   q:<question key>  t:<text> an open text or link (trimmed, spaces collapsed, 200 characters at most)
 * The current state is counted apart (from the row's state column), as it moves on its own.
 */

export const STATISTICS_TEXT_MAX = 200;

/** The key of a question: its section, the condition it hangs under (if any), its id. */
export const questionKey = (sectionId: string, questionId: string, conditionOrder: number | null = null) =>
  conditionOrder === null ? `${sectionId}/${questionId}` : `${sectionId}/${conditionOrder}/${questionId}`;

const clean = (text: string) => text.replace(/[\t\n\r]/g, ' ');

/** The value lines of an answered question (nothing when unanswered). */
function questionLines(key: string, question: Question, answer: QuestionAnswer): string[] {
  if (!isAnswered(question, answer)) return [];
  const item = `q:${clean(key)}`;
  const lines = [`${item}\t*`];
  switch (question.kind) {
    case 'single':
    case 'multiple':
      for (const order of new Set(answer.selected)) lines.push(`${item}\to:${order}`);
      break;
    case 'yesno':
      if (answer.value === YES || answer.value === NO) lines.push(`${item}\to:${answer.value}`);
      break;
    case 'open': {
      const value = answer.value.trim();
      if (value === '') break;
      if (question.dataType === 'integer' || question.dataType === 'decimal') {
        const number = Number(value.replace(',', '.'));
        if (Number.isFinite(number)) lines.push(`${item}\tn:${number}`);
      } else if (question.dataType === 'date') {
        if (isValidDate(value)) lines.push(`${item}\td:${value}`);
      } else if (question.dataType === 'time') {
        const hour = /^(\d{2}):\d{2}$/.exec(value);
        if (hour) lines.push(`${item}\th:${Number(hour[1])}`);
      } else {
        lines.push(`${item}\tt:${clean(value).replace(/\s+/g, ' ').slice(0, STATISTICS_TEXT_MAX)}`);
      }
    }
  }
  return lines;
}

/** The counted lines of the answered sections over their template (no day, hour or answer lines). */
export function sectionLines(template: FormTemplate, sections: AnswerDocument['sections']): string[] {
  const lines: string[] = [];
  for (const section of template.sections) {
    const answered = sections.find((candidate) => candidate.sectionId === section.id);
    if (!answered || answered.rows.length === 0) continue;
    const sectionId = clean(section.id);
    lines.push(`s:${sectionId}\t`);
    for (const row of answered.rows) {
      if (section.repeatable) lines.push(`r:${sectionId}\t`);
      section.questions.forEach((question, index) => {
        const answer = row.answers[index];
        if (answer) lines.push(...questionLines(questionKey(section.id, question.id), question, answer));
      });
      section.conditions.forEach((condition, index) => {
        const checked = row.conditions[index];
        if (!checked?.checked) return;
        lines.push(`c:${sectionId}\t${condition.order}`);
        condition.questions.forEach((question, at) => {
          const answer = checked.answers[at];
          if (answer)
            lines.push(
              ...questionLines(questionKey(section.id, question.id, condition.order), question, answer),
            );
        });
      });
    }
  }
  return lines;
}

/** The sections as corrected: the original with the supervisor edits replayed. */
function correctedSections(document: AnswerDocument): AnswerDocument['sections'] {
  if (document.supervisorEdits.length === 0) return document.sections;
  const original = { sections: document.sections, location: document.location };
  return applyEdits(document.template, original, document.supervisorEdits).sections;
}

/** The statistics values of an answer created at `createdAt`, its day and hour taken in `timeZone`. */
export function statisticsValues(document: AnswerDocument, createdAt: Date, timeZone: string): string {
  const { day, hour } = localDayAndHour(createdAt, timeZone);
  return [
    day,
    'answers\t',
    `hour\t${hour}`,
    ...sectionLines(document.template, correctedSections(document)),
  ].join('\n');
}

/**
 * The same answer's values after a change of its document (correction, completion): the day, hour
 * and answer lines stay those it was counted with (they follow its creation), the sections are
 * counted again.
 */
export function restatedValues(previous: string, document: AnswerDocument): string {
  const lines = previous.split('\n');
  const kept = lines.filter(
    (line, index) => index === 0 || line.startsWith('answers\t') || line.startsWith('hour\t'),
  );
  return [...kept, ...sectionLines(document.template, correctedSections(document))].join('\n');
}

/**
 * The same answer's values counted in another time zone (its municipality's changed): the day and
 * hour lines taken again from its creation, every other line as it was.
 */
export function rezonedValues(previous: string, createdAt: Date, timeZone: string): string {
  const { day, hour } = localDayAndHour(createdAt, timeZone);
  const lines = previous.split('\n');
  return [day, ...lines.slice(1).map((line) => (line.startsWith('hour\t') ? `hour\t${hour}` : line))].join(
    '\n',
  );
}

/** The parts of stored statistics values: the day and each counted `[item, value]` with how many times. */
export function parseStatisticsValues(text: string): { day: string; counts: Map<string, number> } {
  const [day = '', ...lines] = text.split('\n');
  const counts = new Map<string, number>();
  for (const line of lines) if (line.includes('\t')) counts.set(line, (counts.get(line) ?? 0) + 1);
  return { day, counts };
}

/** What changes in the counts from `before` to `after` (both of one day): `item<TAB>value` → delta, zeros left out. */
export function statisticsDelta(before: string | null, after: string | null): Map<string, number> {
  const delta = new Map<string, number>();
  if (before) for (const [line, count] of parseStatisticsValues(before).counts) delta.set(line, -count);
  if (after)
    for (const [line, count] of parseStatisticsValues(after).counts)
      delta.set(line, (delta.get(line) ?? 0) + count);
  for (const [line, count] of delta) if (count === 0) delta.delete(line);
  return delta;
}
