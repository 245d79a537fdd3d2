import {
  answerValueText,
  applyEdits,
  formatDateTime,
  localized,
  type AnswerDetail,
  type PdfSettings,
} from '@cabildo/domain';

/** What the preview prints of the answer the dialog was opened from. */
export type PreviewSample = {
  title: string;
  description: string;
  facts: { code: string; date: string; author: string };
  section: string | null;
  questions: { label: string; value: string }[];
};

type Texts = { yes: string; no: string };

/**
 * The answer's real title, facts and first section with its first two questions (those answered
 * only, when unanswered ones are left out), as the record prints them: the answers as corrected,
 * each as the answer view and the record write it (domain `answerValueText`), the author as
 * "name (username)". A photo or a document is an answer too (its name stands for it here); a blank
 * answer is an empty value (the preview shows a dash).
 */
export function previewSample(
  answer: AnswerDetail,
  settings: Pick<PdfSettings, 'removeUnanswered'>,
  texts: Texts,
  language: string,
): PreviewSample {
  const { document } = answer;
  const { template } = document;
  const name = [document.author.firstName, document.author.lastName].filter(Boolean).join(' ');
  const sample: PreviewSample = {
    title: localized(template.title, template.titleAlt, language),
    description: localized(template.description, template.descriptionAlt, language).trim(),
    facts: {
      code: answer.code,
      date: formatDateTime(answer.createdAt),
      author: name ? `${name} (${document.author.username})` : document.author.username,
    },
    section: null,
    questions: [],
  };
  const section = template.sections[0];
  if (!section) return sample;
  sample.section = localized(section.title, section.titleAlt, language);
  const corrected = applyEdits(
    template,
    { sections: document.sections, location: document.location },
    document.supervisorEdits,
  );
  const answers = corrected.sections[0]?.rows[0]?.answers ?? [];
  for (const [order, question] of section.questions.entries()) {
    if (sample.questions.length === 2) break;
    const given = answers[order];
    let value = '';
    if (given) {
      value = answerValueText(question, given, texts, language);
      if (!value)
        value = [...given.images, ...given.documents, ...given.videos].map((file) => file.name).join(', ');
    }
    if (!value && settings.removeUnanswered) continue;
    sample.questions.push({ label: localized(question.title, question.titleAlt, language), value });
  }
  return sample;
}
