import {
  blankRow,
  blankSections,
  formatDateTime,
  type AnswerDetail,
  type QuestionAnswer,
  type SupervisorEdit,
} from '@cabildo/domain';
import { expect } from '@playwright/test';
import { apiSession } from './demo.ts';
import {
  createWorkflowForm,
  saveThroughApi,
  templateThroughApi,
  type ApiSession,
  type SavedAnswer,
} from './review.ts';

/** Answers by question id: the typed value of an open question, the chosen option orders of a choice. */
export type Values = Record<string, string | number[]>;

/** The conditions of the 'Estado encontrado' section, by order. */
export const CONDITIONS = { working: 0, failing: 1 } as const;

/**
 * A fresh form of Obras Privadas to correct, without signatures (a signed answer cannot be
 * corrected): a simple section with a date and a time (locked in correction view) and an optional
 * link, a single-condition section and a repeatable one with a date (open in correction view).
 * It has the street-lighting workflow, and no incident types by state (no state dialog on saving).
 */
export async function createCorrectionForm(baseURL: string, title: string): Promise<string> {
  const open = (id: string, order: number, title: string, dataType: string, required = false) => ({
    id,
    order,
    title,
    kind: 'open',
    dataType,
    required,
  });
  return createWorkflowForm(baseURL, title, [
    {
      id: 'visita',
      order: 0,
      title: 'Visita',
      required: true,
      questions: [
        open('direccion', 0, 'Dirección del reclamo', 'text', true),
        open('fecha', 1, 'Fecha de la visita', 'date'),
        open('hora', 2, 'Hora de la visita', 'time'),
        open('enlace', 3, 'Enlace a las fotos', 'link'),
      ],
    },
    {
      id: 'estado',
      order: 1,
      title: 'Estado encontrado',
      required: true,
      conditional: true,
      singleCondition: true,
      conditions: [
        {
          order: CONDITIONS.working,
          text: 'Funciona correctamente',
          questions: [open('comentario', 0, 'Comentario', 'text')],
        },
        {
          order: CONDITIONS.failing,
          text: 'Con falla',
          questions: [
            {
              id: 'falla',
              order: 0,
              title: 'Tipo de falla',
              kind: 'single',
              required: true,
              options: ['Apagada', 'Intermitente', 'Dañada'].map((text, order) => ({ order, text })),
            },
          ],
        },
      ],
    },
    {
      id: 'trabajos',
      order: 2,
      title: 'Trabajos realizados',
      repeatable: true,
      questions: [
        open('trabajo', 0, 'Trabajo realizado', 'text'),
        open('fecha-trabajo', 1, 'Fecha del trabajo', 'date'),
      ],
    },
  ]);
}

/** The answer every journey starts from: the link left unanswered, the lamp working, one repair. */
export const FIRST_ANSWER = {
  values: { direccion: 'San Martín 1234', fecha: '2025-04-02', hora: '09:45', comentario: 'Enciende bien' },
  condition: CONDITIONS.working,
  copies: [{ trabajo: 'Cambio de lámpara', 'fecha-trabajo': '2025-04-02' }],
};

const filled = (answers: QuestionAnswer[], values: Values) =>
  answers.map((answer) => {
    const value = values[answer.questionId];
    if (value === undefined) return answer;
    return Array.isArray(value) ? { ...answer, selected: value } : { ...answer, value };
  });

/**
 * Saves an answer to a `createCorrectionForm` form through the API, as the answer screen would:
 * `values` fill the simple section and the checked condition, `copies` the repeatable section.
 */
export async function answerCorrectionForm(
  session: ApiSession,
  formId: string,
  answer: { values: Values; condition: number; copies: Values[] } = FIRST_ANSWER,
): Promise<SavedAnswer> {
  const template = await templateThroughApi(session, formId);
  const sections = blankSections(template).map((answered, index) => {
    const section = template.sections[index]!;
    const rows = section.repeatable
      ? answer.copies.map((copy) => ({
          ...blankRow(section),
          answers: filled(blankRow(section).answers, copy),
        }))
      : answered.rows.map((row) => ({
          answers: filled(row.answers, answer.values),
          conditions: row.conditions.map((condition) =>
            condition.order === answer.condition
              ? { ...condition, checked: true, answers: filled(condition.answers, answer.values) }
              : condition,
          ),
        }));
    return { ...answered, rows };
  });
  return saveThroughApi(session, formId, sections);
}

/** A fresh form with one answer of `author` (a demo user's slug), for one journey alone. */
export async function formWithAnswer(baseURL: string, title: string, author: string) {
  const formId = await createCorrectionForm(baseURL, title);
  const session = await apiSession(baseURL, author);
  const answer = await answerCorrectionForm(session, formId);
  await session.api.dispose();
  return { formId, answer };
}

/** The answer as the server keeps it, read as `slug` (a demo user who may read it). */
export async function answerDetail(baseURL: string, slug: string, answerId: string): Promise<AnswerDetail> {
  const session = await apiSession(baseURL, slug);
  const response = await session.api.get(`/api/answers/${answerId}`);
  expect(response.status(), await response.text()).toBe(200);
  const detail = (await response.json()) as AnswerDetail;
  await session.api.dispose();
  return detail;
}

/**
 * 'por {editor} el {date}' of the answer view's correction marks, for one supervisor edit (staff
 * read dates on their municipality's clock: the demo's Córdoba).
 */
export const editedBy = (edit: SupervisorEdit) =>
  `por ${edit.madeBy.username || edit.madeBy.email} el ${formatDateTime(edit.sentAt, 'America/Argentina/Cordoba')}`;
