import { isValidLink } from '../answers/values.ts';
import { isValidKeyPrefix, KEY_PREFIX_ERRORS } from './key-prefix.ts';
import { TEXT_LIMITS, type FormTemplate, type Question } from './template.ts';

export const FORM_ERRORS = {
  titleRequired: 'forms.errors.titleRequired',
  areaRequired: 'forms.errors.areaRequired',
  headerImageRequired: 'forms.errors.headerImageRequired',
  appointmentRequired: 'forms.errors.appointmentRequired',
  managementSyncOption: 'forms.errors.managementSyncOption',
  incidentTitleTooLong: 'forms.errors.incidentTitleTooLong',
  incidentAreaRequired: 'forms.errors.incidentAreaRequired',
  responseLimitRequired: 'forms.errors.responseLimitRequired',
  sectionRequired: 'forms.errors.sectionRequired',
  questionRequired: 'forms.errors.questionRequired',
  paymentSectionRequired: 'forms.errors.paymentSectionRequired',
  paymentSectionDuplicate: 'forms.errors.paymentSectionDuplicate',
} as const;
export type FormErrorKey = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS];

/** Where the first problem is, so the editor can highlight it (for 4 s); `max` for a length limit. */
export type FormSaveProblem = { message: FormErrorKey | FieldErrorKey; field: string; max?: number };

export const FIELD_ERRORS = {
  tooLong: 'forms.errors.tooLong',
  linkInvalid: 'forms.errors.linkInvalid',
  keyPrefixInvalid: KEY_PREFIX_ERRORS.invalid,
} as const;
export type FieldErrorKey = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS];

/** A text over its limit, with the limit (the editor says it in the field, the server refuses it). */
export function lengthProblem(value: string | null, max: number): FieldErrorKey | null {
  return value !== null && value.length > max ? FIELD_ERRORS.tooLong : null;
}

/** A question's link: none, or an http(s) address (its title alone is not a link). */
export function questionLinkProblem(question: Pick<Question, 'link'>): FieldErrorKey | null {
  const link = question.link?.trim() ?? '';
  if (link === '') return null;
  return (
    lengthProblem(link, TEXT_LIMITS.questionLink) ?? (isValidLink(link) ? null : FIELD_ERRORS.linkInvalid)
  );
}

/**
 * The field rules beside the spec's ordered save rules: every text within its limit, the answer-code
 * prefix of its shape and every question link a real address. The first problem, with the path of
 * its field.
 */
export function firstFieldProblem(template: FormTemplate): FormSaveProblem | null {
  const long = (value: string | null, max: number, field: string): FormSaveProblem | null =>
    lengthProblem(value, max) ? { message: FIELD_ERRORS.tooLong, field, max } : null;
  const inQuestion = (question: Question, path: string): FormSaveProblem | null => {
    const title = long(question.title, TEXT_LIMITS.questionTitle, `${path}/title`);
    if (title) return title;
    const linkTitle = long(question.linkTitle, TEXT_LIMITS.linkTitle, `${path}/linkTitle`);
    if (linkTitle) return linkTitle;
    const link = questionLinkProblem(question);
    if (link) return { message: link, field: `${path}/link`, max: TEXT_LIMITS.questionLink };
    for (const [index, option] of question.options.entries()) {
      const text = long(option.text, TEXT_LIMITS.optionText, `${path}/options/${index}/text`);
      if (text) return text;
    }
    return null;
  };
  const top =
    long(template.title, TEXT_LIMITS.formTitle, 'title') ??
    long(template.description, TEXT_LIMITS.formDescription, 'description') ??
    long(template.customizedVoucherText, TEXT_LIMITS.voucherText, 'customizedVoucherText');
  if (top) return top;
  if (template.keyPrefix !== null && !isValidKeyPrefix(template.keyPrefix))
    return { message: FIELD_ERRORS.keyPrefixInvalid, field: 'keyPrefix' };
  for (const [s, section] of template.sections.entries()) {
    const title = long(section.title, TEXT_LIMITS.sectionTitle, `sections/${s}/title`);
    if (title) return title;
    for (const [q, question] of section.questions.entries()) {
      const found = inQuestion(question, `sections/${s}/questions/${q}`);
      if (found) return found;
    }
    for (const [c, condition] of section.conditions.entries()) {
      for (const [q, question] of condition.questions.entries()) {
        const found = inQuestion(question, `sections/${s}/conditions/${c}/questions/${q}`);
        if (found) return found;
      }
    }
  }
  return null;
}

export const INCIDENT_TITLE_MAX = 75;

/**
 * The save validation of spec part 2 §5, checked in the spec's order; the first failure wins.
 * `managementSync` is the spec's "management sync": the editor's switch (`management.sync`), under
 * which the citizen sync or incidents must be chosen (rule 5).
 */
export function firstSaveProblem(
  template: FormTemplate,
  context: { managementSync: boolean } = { managementSync: template.management.sync },
): FormSaveProblem | null {
  const { options } = template;
  if (template.title.trim() === '') return { message: FORM_ERRORS.titleRequired, field: 'title' };
  if (template.areaIds.length === 0) return { message: FORM_ERRORS.areaRequired, field: 'areaIds' };
  if (options.headerImage && !template.headerImageUrl) {
    return { message: FORM_ERRORS.headerImageRequired, field: 'headerImageUrl' };
  }
  if (options.addAppointment && !template.appointmentGroup?.id.trim()) {
    return { message: FORM_ERRORS.appointmentRequired, field: 'appointmentGroup' };
  }
  if (context.managementSync && !template.management.syncCitizen && !options.incidents) {
    return { message: FORM_ERRORS.managementSyncOption, field: 'management' };
  }
  if (options.incidents && template.title.trim().length > INCIDENT_TITLE_MAX) {
    return { message: FORM_ERRORS.incidentTitleTooLong, field: 'title' };
  }
  if (options.incidents && !template.management.incidentAreaId) {
    return { message: FORM_ERRORS.incidentAreaRequired, field: 'management.incidentAreaId' };
  }
  if (options.limitResponses && (template.responseLimit === null || template.responseLimit < 1)) {
    return { message: FORM_ERRORS.responseLimitRequired, field: 'responseLimit' };
  }
  if (template.sections.length === 0) return { message: FORM_ERRORS.sectionRequired, field: 'sections' };
  const hasQuestion = template.sections.some(
    (section) =>
      section.questions.length > 0 || section.conditions.some((condition) => condition.questions.length > 0),
  );
  if (!hasQuestion) return { message: FORM_ERRORS.questionRequired, field: 'sections' };
  return options.addPaymentGateway ? paymentProblem(template) : null;
}

/**
 * A form that sells tickets needs a section to sell, and sections with distinct names: the name is
 * what an order and its stock are kept under (case and spaces aside).
 */
function paymentProblem(template: FormTemplate): FormSaveProblem | null {
  const sections = template.payment?.sections ?? [];
  if (sections.length === 0) return { message: FORM_ERRORS.paymentSectionRequired, field: 'payment' };
  const names = sections.map((section) => section.name.trim().toLocaleLowerCase());
  if (new Set(names).size !== names.length) {
    return { message: FORM_ERRORS.paymentSectionDuplicate, field: 'payment.sections' };
  }
  return null;
}

/** Every question of a template, inside sections and conditions. */
export function allQuestions(template: FormTemplate) {
  return template.sections.flatMap((section) => [
    ...section.questions,
    ...section.conditions.flatMap((condition) => condition.questions),
  ]);
}

/** Video attachments only where the municipality allows them (spec part 1 §9, a per-municipality setting). */
export const VIDEO_NOT_ALLOWED = 'forms.errors.videoNotAllowed';
export function videoProblem(template: FormTemplate, videoAllowed: boolean): string | null {
  return !videoAllowed && allQuestions(template).some((question) => question.attachVideo)
    ? VIDEO_NOT_ALLOWED
    : null;
}
