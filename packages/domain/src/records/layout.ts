import { applyEdits } from '../answers/correction.ts';
import {
  answerKey,
  conditionKey,
  correctionMarks,
  rowKey,
  type CorrectionMarks,
  type EditBy,
} from '../answers/correction-marks.ts';
import type { AnswerDocument, FileRef, QuestionAnswer } from '../answers/document.ts';
import { NO, YES } from '../answers/rules.ts';
import type { Question } from '../forms/template.ts';
import type { RecordCatalogue } from '../i18n/catalogues/record/index.ts';
import { dateToDisplay, formatDateTime, localized } from '../i18n/format.ts';
import type { PdfSettings } from './settings.ts';

/** A text of the record's catalogue, with its values put in (the server passes i18next's `t`). */
export type RecordText = (key: keyof RecordCatalogue, values?: Record<string, string | number>) => string;

export type RecordFact = { label: string; value: string };
/** One question as printed: its answer as text, its images to embed, its documents by name, its note. */
export type RecordQuestion = {
  label: string;
  value: string;
  images: FileRef[];
  documents: string[];
  /** The number of its correction note (1-based), if a correction changed it. */
  note: number | null;
};
/** The section's own questions (heading null) or one chosen condition with its questions. */
export type RecordGroup = { heading: string | null; note: number | null; questions: RecordQuestion[] };
/** One copy of a section (repeatable sections print each copy). */
export type RecordSection = { heading: string; note: number | null; groups: RecordGroup[] };
export type RecordSignature = { title: string; signatory: string; file: FileRef | null };
export type RecordHistoryRow = { date: string; user: string; state: string };

/**
 * What a record (acta) prints, in order, independent of how it is drawn: the PDF (apps/server
 * modules/records) and the e-mail copy draw this same model. Answers are printed as corrected.
 */
export type RecordModel = {
  title: string;
  description: string;
  facts: RecordFact[];
  sections: RecordSection[];
  signatures: RecordSignature[];
  observations: string;
  history: RecordHistoryRow[];
  /** Correction notes, numbered from 1 in the order they are referred to. */
  notes: string[];
};

const isBlank = (answer: QuestionAnswer) =>
  answer.value.trim() === '' &&
  answer.selected.length === 0 &&
  answer.images.length === 0 &&
  answer.documents.length === 0 &&
  answer.videos.length === 0;

/** The words of a yes/no answer, in the reader's language. */
export type YesNo = { yes: string; no: string };

/**
 * An answer as text — the same in the answer view, the record and the e-mail copy: the typed value
 * (dates as DD/MM/YYYY), Yes/No, or the chosen options in the form's order.
 */
export function answerValueText(
  question: Question,
  answer: Pick<QuestionAnswer, 'value' | 'selected'>,
  yesNo: YesNo,
  language: string,
): string {
  if (question.kind === 'yesno')
    return answer.value === YES ? yesNo.yes : answer.value === NO ? yesNo.no : '';
  if (question.kind === 'single' || question.kind === 'multiple')
    return question.options
      .filter((option) => answer.selected.includes(option.order))
      .map((option) => localized(option.text, option.textAlt, language))
      .join(', ');
  const value = answer.value.trim();
  return question.dataType === 'date' ? dateToDisplay(value) : value;
}

/** A change item's stored value (choices as option orders joined by ',') as text. */
export const storedAnswerText = (question: Question, stored: string, yesNo: YesNo, language: string) =>
  answerValueText(
    question,
    question.kind === 'single' || question.kind === 'multiple'
      ? { value: '', selected: stored === '' ? [] : stored.split(',').map(Number) }
      : { value: stored, selected: [] },
    yesNo,
    language,
  );

/**
 * The record of an answer: header facts, each section copy with its questions and chosen
 * conditions (unanswered questions left out when the settings say so), signatures, observations,
 * the state history and the correction notes; dates in `timeZone` (the municipality's), else the
 * runtime's.
 */
export function recordModel(
  document: AnswerDocument,
  settings: Pick<PdfSettings, 'removeUnanswered'>,
  text: RecordText,
  language: string,
  timeZone?: string,
): RecordModel {
  const { template } = document;
  const by = (mark: EditBy) => ({ editor: mark.editor, date: formatDateTime(mark.date, timeZone) });
  const pick = (value: string, alt: Parameters<typeof localized>[1]) => localized(value, alt, language);
  const notes: string[] = [];
  const yesNo = { yes: text('yes'), no: text('no') };
  const note = (line: string) => notes.push(line);
  const corrected = applyEdits(
    template,
    { sections: document.sections, location: document.location },
    document.supervisorEdits,
  );
  const marks: CorrectionMarks = correctionMarks(document.supervisorEdits);

  const facts: RecordFact[] = [];
  const fact = (label: keyof RecordCatalogue, value: string | null | undefined) => {
    if (value && value.trim() !== '') facts.push({ label: text(label), value: value.trim() });
  };
  fact('code', document.code);
  fact('date', formatDateTime(document.createdAt, timeZone));
  const author = document.author;
  const authorName = [author.firstName, author.lastName].filter(Boolean).join(' ');
  fact('author', authorName ? `${authorName} (${author.username})` : author.username);
  fact('inspectorId', author.inspectorId);
  const citizen = document.citizen;
  if (citizen) {
    fact('citizen', [citizen.firstName, citizen.lastName].filter(Boolean).join(' '));
    fact('citizenNumber', citizen.dni ?? citizen.cuit);
    fact('email', citizen.email);
    fact('phone', citizen.phone);
    fact('street', citizen.street);
  }
  const place = corrected.location;
  if (place) {
    fact('address', place.address ?? null);
    fact('coordinates', `${place.latitude.toFixed(6)}, ${place.longitude.toFixed(6)}`);
    if (marks.location) note(text('locationMoved', by(marks.location)));
  }
  if (document.asset) fact('asset', `${document.asset.description} (${document.asset.type})`);
  const state = document.state?.available.find((candidate) => candidate.id === document.state?.current);
  fact('state', state?.name);
  fact('incident', document.incident?.id);
  fact('electronicSignature', document.electronicSignatureId);
  fact('downloadCode', document.pdfDownloadCode);

  const questionsOf = (
    questions: Question[],
    answers: QuestionAnswer[],
    sectionOrder: number,
    rowIndex: number,
    conditionIndex: number | null,
  ): RecordQuestion[] =>
    questions.flatMap((question, order) => {
      const answer = answers[order];
      if (!answer || (settings.removeUnanswered && isBlank(answer))) return [];
      const key = answerKey(sectionOrder, rowIndex, conditionIndex, order);
      const lines: string[] = [];
      const changed = marks.answers.get(key);
      if (changed) {
        const previous = storedAnswerText(question, changed.previous, yesNo, language);
        lines.push(text(previous ? 'corrected' : 'correctedBlank', { ...by(changed), previous }));
      }
      for (const file of marks.files.get(key) ?? [])
        lines.push(text(file.added ? 'fileAdded' : 'fileRemoved', { ...by(file), file: file.file.name }));
      let number: number | null = null;
      if (lines.length > 0) {
        note(lines.join(' '));
        number = notes.length;
      }
      return [
        {
          label: pick(question.title, question.titleAlt),
          value: answerValueText(question, answer, yesNo, language),
          images: answer.images,
          documents: [...answer.documents, ...answer.videos].map((file) => file.name || file.id),
          note: number,
        },
      ];
    });

  const structureNote = (mark: (EditBy & { added: boolean }) | undefined): number | null => {
    if (!mark) return null;
    note(text(mark.added ? 'conditionAdded' : 'conditionRemoved', by(mark)));
    return notes.length;
  };

  const sections: RecordSection[] = [];
  template.sections.forEach((section, sectionOrder) => {
    const answered = corrected.sections[sectionOrder];
    if (!answered) return;
    const title = pick(section.title, section.titleAlt);
    answered.rows.forEach((row, rowIndex) => {
      const groups: RecordGroup[] = [];
      const own = questionsOf(section.questions, row.answers, sectionOrder, rowIndex, null);
      if (own.length > 0) groups.push({ heading: null, note: null, questions: own });
      section.conditions.forEach((condition, conditionIndex) => {
        const chosen = row.conditions[conditionIndex];
        const mark = marks.conditions.get(conditionKey(sectionOrder, rowIndex, conditionIndex));
        if (!chosen?.checked) {
          // A condition a correction took away is said in a note of the copy, not printed.
          if (mark && !mark.added) structureNote(mark);
          return;
        }
        groups.push({
          heading: pick(condition.text, condition.textAlt),
          note: structureNote(mark),
          questions: questionsOf(condition.questions, chosen.answers, sectionOrder, rowIndex, conditionIndex),
        });
      });
      if (groups.length === 0 && settings.removeUnanswered) return;
      const heading =
        answered.rows.length > 1 ? `${title} — ${text('copy', { number: rowIndex + 1 })}` : title;
      sections.push({ heading, note: structureNote(marks.rows.get(rowKey(sectionOrder, rowIndex))), groups });
    });
  });

  const signatures = template.signatures.map((definition) => {
    const signed = document.signatures.find((signature) => signature.index === definition.index);
    return {
      title: definition.title || `#${definition.index + 1}`,
      signatory: signed?.signatoryName ?? '',
      file: signed?.file ?? null,
    };
  });

  return {
    title: pick(template.title, template.titleAlt),
    description: pick(template.description, template.descriptionAlt),
    facts,
    sections,
    signatures,
    observations: document.observations.trim(),
    history: (document.state?.history ?? []).map((entry) => ({
      date: formatDateTime(entry.date, timeZone),
      user: entry.userName,
      state: entry.stateName,
    })),
    notes,
  };
}
