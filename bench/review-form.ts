import type { FormTemplateInput, Question, QuestionAnswer } from '@cabildo/domain';
import { DEMO_IDS } from '../apps/server/src/seed/demo.ts';

/** The reviewing benches' form (review.bench.ts seeds it; export-writer.bench.ts lays it out). */
export const BENCH_FORM_TITLE = 'Bench: relevamiento de 25 preguntas';

/** Every kind and data type of the form editor, in the order the bench forms cycle through them. */
export const BENCH_QUESTION_KINDS: Pick<Question, 'kind' | 'dataType'>[] = [
  { kind: 'open', dataType: 'text' },
  { kind: 'single', dataType: 'text' },
  { kind: 'yesno', dataType: 'text' },
  { kind: 'open', dataType: 'integer' },
  { kind: 'multiple', dataType: 'text' },
  { kind: 'open', dataType: 'date' },
  { kind: 'open', dataType: 'decimal' },
  { kind: 'open', dataType: 'time' },
];

/** The kind and data type of the bench forms' question `n`. */
export const benchKindOf = (n: number) => BENCH_QUESTION_KINDS[n % BENCH_QUESTION_KINDS.length]!;

/** 25 questions over three sections, every kind and data type of the form editor. */
export function benchTemplate(): FormTemplateInput {
  const options = ['Bueno', 'Regular', 'Malo', 'No aplica'].map((text, order) => ({ order, text }));
  const question = (n: number) => {
    const { kind, dataType } = benchKindOf(n);
    return {
      id: `q${n}`,
      order: n,
      title: `Pregunta ${n + 1}: ${kind} ${dataType}`,
      kind,
      dataType,
      required: n % 3 === 0,
      options: kind === 'single' || kind === 'multiple' ? options : [],
    };
  };
  const section = (id: string, title: string, from: number, to: number) => ({
    id,
    order: from,
    title,
    questions: Array.from({ length: to - from }, (_, i) => ({ ...question(from + i), order: i })),
  });
  return {
    title: BENCH_FORM_TITLE,
    areaIds: [DEMO_IDS.obrasPrivadas],
    options: { geolocation: true, citizen: true },
    states: {
      available: [
        { id: 0, name: 'Pendiente', transitions: [1, 3] },
        { id: 1, name: 'En revisión', transitions: [2, 3] },
        { id: 2, name: 'Resuelta', transitions: [] },
        { id: 3, name: 'Rechazada', transitions: [] },
      ],
      initial: 0,
    },
    sections: [
      section('inspeccion', 'Inspección', 0, 10),
      section('relevamiento', 'Relevamiento', 10, 20),
      section('cierre', 'Cierre', 20, 25),
    ],
  };
}

/** A plausible value for every kind of question. */
export function fillBenchAnswer(answer: QuestionAnswer, question: Question) {
  if (question.kind === 'single') answer.selected = [1];
  else if (question.kind === 'multiple') answer.selected = [0, 2];
  else if (question.kind === 'yesno') answer.value = 'yes';
  else
    answer.value = {
      text: 'Vereda en mal estado frente al número 1450, con riesgo para peatones.',
      integer: '1234',
      decimal: '1520,50',
      date: '2026-11-20',
      time: '09:30',
      link: 'https://example.org',
    }[question.dataType];
}
