import {
  answerValueText,
  formatDateTime,
  localized,
  type AltTexts,
  type AnswerDocument,
  type Question,
  type QuestionAnswer,
} from '@cabildo/domain';
import { summaryLabels, type SummaryLabels } from './summary-labels.ts';

/** A summary line: a heading (section, row, condition) or a label with its value. */
export type SummaryLine = { heading: string; level: 2 | 3 } | { label: string; value: string };

const BLANK = '-';

function valueText(question: Question, answer: QuestionAnswer, labels: SummaryLabels, language: string) {
  const parts: string[] = [];
  const text = answerValueText(question, answer, labels, language);
  if (text) parts.push(text);
  const files = [...answer.images, ...answer.documents, ...answer.videos].map((file) => file.name || file.id);
  if (files.length > 0) parts.push(`${labels.attachments}: ${files.join(', ')}`);
  return parts.length > 0 ? parts.join(' — ') : BLANK;
}

/**
 * The answer as a list of lines, in form order: header fields, then each section, row and checked
 * condition; its date in `timeZone` (its municipality's).
 */
function summaryLines(document: AnswerDocument, timeZone: string): { title: string; lines: SummaryLine[] } {
  const labels = summaryLabels(document.language);
  const pick = (text: string, alt: AltTexts) => localized(text, alt, document.language);
  const { template } = document;
  const lines: SummaryLine[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value && value.trim() !== '') lines.push({ label, value });
  };
  const title = pick(template.title, template.titleAlt);
  add(labels.form, title);
  add(labels.code, document.code);
  add(labels.date, formatDateTime(document.createdAt, timeZone));
  const { author } = document;
  const authorName = [author.firstName, author.lastName].filter(Boolean).join(' ');
  add(labels.author, authorName ? `${authorName} (${author.username})` : author.username);
  const citizen = document.citizen;
  if (citizen) {
    const name = [citizen.firstName, citizen.lastName].filter(Boolean).join(' ');
    const number = citizen.dni ?? citizen.cuit;
    add(labels.citizen, number ? `${name} (${number})` : name);
  }
  const place = document.location;
  if (place) add(labels.place, place.address ?? `${place.latitude}, ${place.longitude}`);
  if (document.asset) add(labels.asset, `${document.asset.description} (${document.asset.type})`);
  const state = document.state?.available.find((candidate) => candidate.id === document.state?.current);
  add(labels.state, state?.name);

  template.sections.forEach((section, index) => {
    const answered = document.sections[index];
    if (!answered) return;
    const sectionTitle = pick(section.title, section.titleAlt);
    answered.rows.forEach((row, rowIndex) => {
      const numbered = answered.rows.length > 1 ? `${sectionTitle} (${rowIndex + 1})` : sectionTitle;
      lines.push({ heading: numbered, level: 2 });
      section.questions.forEach((question, q) => {
        const answer = row.answers[q];
        if (answer)
          lines.push({
            label: pick(question.title, question.titleAlt),
            value: valueText(question, answer, labels, document.language),
          });
      });
      section.conditions.forEach((condition, c) => {
        const checked = row.conditions[c];
        if (!checked?.checked) return;
        lines.push({ heading: pick(condition.text, condition.textAlt), level: 3 });
        condition.questions.forEach((question, q) => {
          const answer = checked.answers[q];
          if (answer)
            lines.push({
              label: pick(question.title, question.titleAlt),
              value: valueText(question, answer, labels, document.language),
            });
        });
      });
    });
  });
  const signed = document.signatures.filter((signature) => signature.file);
  if (signed.length > 0) {
    lines.push({ heading: labels.signatures, level: 2 });
    for (const signature of signed) {
      const definition = template.signatures.find((candidate) => candidate.index === signature.index);
      add(definition?.title || `#${signature.index + 1}`, signature.signatoryName);
    }
  }
  if (document.observations.trim() !== '') {
    lines.push({ heading: labels.observations, level: 2 });
    lines.push({ label: labels.observations, value: document.observations.trim() });
  }
  return { title: `${labels.copy}: ${title} (${document.code})`, lines };
}

/** A readable copy of the answer for the e-mail: its title, its lines, and the lines as plain text. */
export function answerSummary(
  document: AnswerDocument,
  timeZone: string,
): { subject: string; text: string; lines: SummaryLine[] } {
  const { title, lines } = summaryLines(document, timeZone);
  const text = [
    title,
    '',
    ...lines.map((line) =>
      'heading' in line
        ? `\n${line.heading}\n${'-'.repeat(line.heading.length)}`
        : `${line.label}: ${line.value}`,
    ),
  ].join('\n');
  return { subject: title, text, lines };
}
