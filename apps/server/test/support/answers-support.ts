import { randomUUID } from 'node:crypto';
import {
  blankSections,
  type AnsweredSection,
  type AnswerSubmissionInput,
  type FormTemplate,
  type FormTemplateInput,
  type QuestionAnswer,
} from '@cabildo/domain';
import { as, type Session, type TestApp } from './helpers.ts';

/** Shared helpers of the answer API tests. */
export function answerApi(t: TestApp) {
  const call = (
    session: Session | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: session ? as(session) : {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  return {
    call,
    open: (session: Session | null, formId: string, mode = 'internal') =>
      call(session, 'GET', `/api/answering/forms/${formId}?mode=${mode}`),
    submit: (
      session: Session | null,
      formId: string,
      body: AnswerSubmissionInput,
      mode = 'internal',
      remoteAddress?: string,
    ) => call(session, 'POST', `/api/answering/forms/${formId}/answers?mode=${mode}`, body, remoteAddress),
    read: (session: Session | null, answerId: string) => call(session, 'GET', `/api/answers/${answerId}`),
    /** Creates a form through the editor API as `session` (an admin may use any area). */
    async createForm(
      session: Session,
      template: FormTemplateInput,
    ): Promise<{ id: string; template: FormTemplate }> {
      const response = await call(session, 'POST', '/api/forms', template);
      if (response.statusCode !== 200) throw new Error(`form not created: ${response.body}`);
      return response.json() as { id: string; template: FormTemplate };
    },
    /** The template the answer screen gets. */
    async template(session: Session | null, formId: string, mode = 'internal'): Promise<FormTemplate> {
      const response = await call(session, 'GET', `/api/answering/forms/${formId}?mode=${mode}`);
      if (response.statusCode !== 200) throw new Error(`form not opened: ${response.body}`);
      return (response.json() as { template: FormTemplate }).template;
    },
  };
}

/** Blank answers to a template, then edited in place by `fill`. */
export function answersTo(template: FormTemplate): AnsweredSection[] {
  return structuredClone(blankSections(template));
}

/** The answer to a question of a section's row (or of one of its conditions). */
export function answerOf(
  sections: AnsweredSection[],
  sectionId: string,
  questionId: string,
  where: { row?: number; condition?: number } = {},
): QuestionAnswer {
  const section = sections.find((candidate) => candidate.sectionId === sectionId)!;
  const row = section.rows[where.row ?? 0]!;
  const list =
    where.condition === undefined
      ? row.answers
      : row.conditions.find((condition) => condition.order === where.condition)!.answers;
  return list.find((answer) => answer.questionId === questionId)!;
}

/** What a test sends: the browser's submission, with its sections fully spelled out so tests can edit them. */
export type SubmissionBody = Omit<AnswerSubmissionInput, 'sections'> & { sections: AnsweredSection[] };

export const submission = (
  sections: AnsweredSection[],
  extra: Partial<SubmissionBody> = {},
): SubmissionBody => ({ clientSubmissionId: randomUUID(), language: 'es', sections, ...extra });

/** A one-question form (yes/no) in `areaId`, with extra options. */
export const yesNoForm = (
  areaId: string,
  title: string,
  extra: Partial<FormTemplateInput> = {},
): FormTemplateInput => ({
  title,
  areaIds: [areaId],
  sections: [
    {
      id: 's1',
      order: 0,
      title: 'Vereda',
      questions: [{ id: 'q1', order: 0, title: '¿Está rota?', kind: 'yesno', required: true }],
    },
  ],
  ...extra,
});

export const yesAnswer = (template: FormTemplate, extra: Partial<SubmissionBody> = {}) => {
  const sections = answersTo(template);
  answerOf(sections, 's1', 'q1').value = 'yes';
  return submission(sections, extra);
};
