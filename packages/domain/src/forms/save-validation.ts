import type { FormTemplate } from './template.ts';

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
} as const;
export type FormErrorKey = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS];

/** Where the first problem is, so the editor can highlight it (for 4 s). */
export type FormSaveProblem = { message: FormErrorKey; field: string };

export const INCIDENT_TITLE_MAX = 75;

/**
 * The save validation of spec part 2 §5, checked in the spec's order; the first failure wins.
 * `management` stands for the spec's "management sync": on when citizen sync or incidents are wanted.
 */
export function firstSaveProblem(
  template: FormTemplate,
  context: { managementSync: boolean },
): FormSaveProblem | null {
  const { options } = template;
  if (template.title.trim() === '') return { message: FORM_ERRORS.titleRequired, field: 'title' };
  if (template.areaIds.length === 0) return { message: FORM_ERRORS.areaRequired, field: 'areaIds' };
  if (options.headerImage && !template.headerImageUrl) {
    return { message: FORM_ERRORS.headerImageRequired, field: 'headerImageUrl' };
  }
  if (options.addAppointment && !template.appointmentGroup) {
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
