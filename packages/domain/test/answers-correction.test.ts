import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  applyEdits,
  blankAnswer,
  blankSections,
  correctionDiff,
  formTemplateSchema,
  lockedCorrectionChange,
  removeRow,
  supervisorEditSchema,
  toggleCondition,
  type AnsweredRow,
  type AnsweredSection,
  type AnswerLocation,
  type Condition,
  type ConditionAnswer,
  type CorrectableAnswers,
  type CorrectionChanges,
  type FileRef,
  type Question,
  type QuestionAnswer,
  type Section,
} from '../src/index.ts';

/** A small form: every question kind, files, a conditional section and a repeatable one. */
const form = formTemplateSchema.parse({
  title: 'Inspección',
  sections: [
    {
      id: 'main',
      order: 0,
      title: 'Datos',
      questions: [
        { id: 'name', order: 0, title: 'Nombre', kind: 'open' },
        { id: 'when', order: 1, title: 'Fecha', kind: 'open', dataType: 'date' },
        {
          id: 'kind',
          order: 2,
          title: 'Tipo',
          kind: 'single',
          options: [
            { order: 0, text: 'A' },
            { order: 1, text: 'B' },
          ],
        },
        {
          id: 'tags',
          order: 3,
          title: 'Etiquetas',
          kind: 'multiple',
          options: [
            { order: 0, text: 'Luz' },
            { order: 1, text: 'Agua' },
            { order: 2, text: 'Gas' },
          ],
        },
        { id: 'works', order: 4, title: '¿Funciona?', kind: 'yesno' },
        { id: 'photo', order: 5, title: 'Foto', kind: 'open', attachImage: true, attachDocument: true },
      ],
    },
    {
      id: 'state',
      order: 1,
      title: 'Estado',
      conditional: true,
      conditions: [
        { order: 0, text: 'Bien', questions: [] },
        {
          order: 1,
          text: 'Con falla',
          questions: [{ id: 'fault', order: 0, title: 'Falla', kind: 'open', attachImage: true }],
        },
        {
          order: 2,
          text: 'Otro',
          questions: [
            {
              id: 'other',
              order: 0,
              title: 'Otro',
              kind: 'multiple',
              options: [
                { order: 0, text: 'X' },
                { order: 1, text: 'Y' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'rows',
      order: 2,
      title: 'Luminarias',
      repeatable: true,
      questions: [
        { id: 'pole', order: 0, title: 'Poste', kind: 'open', attachDocument: true },
        {
          id: 'ok',
          order: 1,
          title: 'Revisado',
          kind: 'single',
          required: true,
          options: [{ order: 0, text: 'Sí' }],
        },
      ],
    },
  ],
});
const [, state, rows] = form.sections as [Section, Section, Section];

const file = (n: number, kind = 'image/png'): FileRef => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, url: `/api/files/${id}`, name: `f${n}`, contentType: kind, size: 10 };
};
const PLAZA: AnswerLocation = { latitude: 28.1, longitude: -15.4, address: 'Plaza Mayor 1' };
const PUERTO: AnswerLocation = { latitude: 28.2, longitude: -15.5, address: null };

/** A saved answer to `form`. */
function saved(): CorrectableAnswers {
  const sections = blankSections(form);
  const first = sections[0]!.rows[0]!;
  first.answers[0]!.value = 'Ana';
  first.answers[2]!.selected = [0];
  first.answers[5]!.images = [file(1)];
  first.answers[5]!.documents = [file(2, 'application/pdf')];
  sections[1]!.rows[0] = toggleCondition(state, sections[1]!.rows[0]!, 0);
  sections[2]!.rows[0]!.answers[0]!.value = '7';
  return { sections, location: PLAZA };
}

const copy = (answers: CorrectableAnswers): CorrectableAnswers =>
  JSON.parse(JSON.stringify(answers)) as CorrectableAnswers;
const diff = (corrected: CorrectableAnswers, original = saved(), earlier: CorrectionChanges[] = []) =>
  correctionDiff(form, original, earlier, corrected);

describe('staff correction: the recorded differences (spec part 3 §4)', () => {
  it('records nothing when nothing changed', () => {
    expect(diff(saved())).toBeNull();
  });

  it('records changed values as stored: typed text, and option orders joined by commas', () => {
    const corrected = copy(saved());
    const answers = corrected.sections[0]!.rows[0]!.answers;
    answers[0]!.value = 'Ana María';
    answers[3]!.selected = [0, 2];
    answers[4]!.value = 'no';
    const changes = diff(corrected)!;
    expect(changes.editedAnswers).toMatchObject([
      {
        sectionOrder: 0,
        order: 0,
        questionId: 'name',
        title: 'Nombre',
        oldAnswer: 'Ana',
        answer: 'Ana María',
      },
      { order: 3, questionId: 'tags', oldAnswer: '', answer: '0,2' },
      { order: 4, questionId: 'works', oldAnswer: '', answer: 'no' },
    ]);
    expect(changes.editedAnswers[0]).toMatchObject({ rowIndex: 0, isMain: true, conditionIndex: null });
    expect(changes.editedImages).toEqual([]);
    expect(changes.editedConditions).toEqual([]);
    expect(changes.editedLocation).toBeNull();
  });

  it('records one item per added or removed file', () => {
    const corrected = copy(saved());
    const photo = corrected.sections[0]!.rows[0]!.answers[5]!;
    photo.images = [file(1), file(3)];
    photo.documents = [];
    const changes = diff(corrected)!;
    expect(changes.editedAnswers).toEqual([]);
    expect(changes.editedImages).toMatchObject([
      { questionId: 'photo', oldImage: null, urlImage: file(3).url, file: file(3) },
    ]);
    expect(changes.editedDocuments).toMatchObject([
      { questionId: 'photo', oldDocument: file(2).url, urlDocument: null, file: file(2, 'application/pdf') },
    ]);
  });

  it('records checked and unchecked conditions; only questions of checked conditions count', () => {
    const corrected = copy(saved());
    let row = corrected.sections[1]!.rows[0]!;
    row = toggleCondition(state, row, 0);
    row = toggleCondition(state, row, 1);
    row.conditions[1]!.answers[0]!.value = 'Cable cortado';
    corrected.sections[1]!.rows[0] = row;
    const changes = diff(corrected)!;
    expect(changes.editedConditions).toMatchObject([
      { sectionOrder: 1, sectionConditional: true, conditionIndex: 0, title: 'Bien', checked: false },
      { sectionOrder: 1, conditionIndex: 1, order: 1, title: 'Con falla', checked: true },
    ]);
    expect(changes.editedAnswers).toMatchObject([
      { conditionIndex: 1, questionId: 'fault', oldAnswer: '', answer: 'Cable cortado' },
    ]);

    // Unchecking it again drops its answer without recording the question.
    const undone = copy(corrected);
    undone.sections[1]!.rows[0] = toggleCondition(state, undone.sections[1]!.rows[0]!, 1);
    const again = diff(undone, saved(), [changes])!;
    expect(again.editedConditions).toMatchObject([{ conditionIndex: 1, checked: false }]);
    expect(again.editedAnswers).toEqual([]);
  });

  it('records copies of a repeatable section added and removed', () => {
    const corrected = copy(saved());
    corrected.sections[2] = addRow(rows, corrected.sections[2]!);
    corrected.sections[2]!.rows[1]!.answers[0]!.value = '8';
    const added = diff(corrected)!;
    expect(added.editedConditions).toMatchObject([
      { sectionOrder: 2, repeatable: true, rowIndex: 1, isMain: false, questionId: null, checked: true },
    ]);
    // The new copy starts blank (the one-option required choice comes checked), so only the pole counts.
    expect(added.editedAnswers).toMatchObject([
      { rowIndex: 1, questionId: 'pole', oldAnswer: '', answer: '8' },
    ]);

    const removed = copy(corrected);
    removed.sections[2] = removeRow(removed.sections[2]!, 1);
    expect(diff(removed, saved(), [added])).toMatchObject({
      editedConditions: [{ sectionOrder: 2, rowIndex: 1, repeatable: true, checked: false }],
      editedAnswers: [],
    });
  });

  it('records a moved pin as before and after', () => {
    const corrected = { ...saved(), location: PUERTO };
    expect(diff(corrected)!.editedLocation).toEqual({ before: PLAZA, after: PUERTO });
  });

  it('a second correction records only what changed since the first', () => {
    const first = copy(saved());
    first.sections[0]!.rows[0]!.answers[0]!.value = 'Ana María';
    const firstEdit = diff(first)!;
    const second = copy(first);
    second.sections[0]!.rows[0]!.answers[0]!.value = 'Ana María López';
    second.sections[0]!.rows[0]!.answers[4]!.value = 'yes';
    const secondEdit = diff(second, saved(), [firstEdit])!;
    expect(secondEdit.editedAnswers).toMatchObject([
      { questionId: 'name', oldAnswer: 'Ana María', answer: 'Ana María López' },
      { questionId: 'works', oldAnswer: '', answer: 'yes' },
    ]);
    expect(applyEdits(form, saved(), [firstEdit, secondEdit])).toEqual(second);
  });
});

// Arbitraries: answers to `form`, and corrections of an answer (values changed, files kept or removed
// and new ones appended, conditions toggled, copies added or removed, the pin moved).

const all = <T>(arbitraries: fc.Arbitrary<T>[]): fc.Arbitrary<T[]> =>
  arbitraries.length === 0 ? fc.constant([]) : fc.tuple(...arbitraries);

const fileArb = fc.uuid().map((id) => ({ ...file(0), id, url: `/api/files/${id}` }));

function filesArb(allowed: boolean, before: FileRef[]): fc.Arbitrary<FileRef[]> {
  if (!allowed) return fc.constant([]);
  return fc
    .tuple(fc.subarray(before), fc.array(fileArb, { maxLength: 2 }))
    .map(([kept, added]) => [...kept, ...added]);
}

function valueArb(question: Question): fc.Arbitrary<Pick<QuestionAnswer, 'value' | 'selected'>> {
  const orders = question.options.map((option) => option.order);
  const typed = (values: string[]) => fc.constantFrom(...values).map((value) => ({ value, selected: [] }));
  switch (question.kind) {
    case 'open':
      return question.dataType === 'date'
        ? typed(['', '2025-05-01', '2025-05-02'])
        : typed(['', 'uno', 'dos, 3']);
    case 'yesno':
      return typed(['', 'yes', 'no']);
    case 'single':
      return fc.subarray(orders, { maxLength: 1 }).map((selected) => ({ value: '', selected }));
    case 'multiple':
      return fc.subarray(orders).map((selected) => ({ value: '', selected }));
  }
}

const answerArb = (question: Question, before?: QuestionAnswer): fc.Arbitrary<QuestionAnswer> =>
  fc
    .tuple(
      valueArb(question),
      filesArb(question.attachImage, before?.images ?? []),
      filesArb(question.attachDocument, before?.documents ?? []),
    )
    .map(([value, images, documents]) => ({
      questionId: question.id,
      ...value,
      images,
      documents,
      videos: [],
    }));

const questionsArb = (questions: Question[], before?: QuestionAnswer[]) =>
  all(questions.map((question, index) => answerArb(question, before?.[index])));

const conditionArb = (condition: Condition, before?: ConditionAnswer): fc.Arbitrary<ConditionAnswer> =>
  fc.boolean().chain((checked): fc.Arbitrary<ConditionAnswer> =>
    checked
      ? questionsArb(condition.questions, before?.checked ? before.answers : undefined).map((answers) => ({
          order: condition.order,
          checked,
          answers,
        }))
      : fc.constant({ order: condition.order, checked, answers: condition.questions.map(blankAnswer) }),
  );

const rowArb = (section: Section, before?: AnsweredRow): fc.Arbitrary<AnsweredRow> =>
  fc
    .tuple(
      questionsArb(section.questions, before?.answers),
      all(section.conditions.map((condition, index) => conditionArb(condition, before?.conditions[index]))),
    )
    .map(([answers, conditions]) => ({ answers, conditions }));

const sectionArb = (section: Section, before?: AnsweredSection): fc.Arbitrary<AnsweredSection> =>
  (section.repeatable ? fc.integer({ min: 1, max: 3 }) : fc.constant(1))
    .chain((count) => all(Array.from({ length: count }, (_, index) => rowArb(section, before?.rows[index]))))
    .map((rows) => ({ sectionId: section.id, rows }));

/** An answer to `form`, or (given `before`) a correction of it. */
const answersArb = (before?: CorrectableAnswers): fc.Arbitrary<CorrectableAnswers> =>
  fc.record({
    sections: all(form.sections.map((section, index) => sectionArb(section, before?.sections[index]))),
    location: fc.constantFrom(null, PLAZA, PUERTO),
  });

const historyArb = answersArb().chain((original) =>
  answersArb(original).chain((first) => answersArb(first).map((second) => ({ original, first, second }))),
);

/** An edit as the server stores it and reads it back. */
const stored = (changes: CorrectionChanges) =>
  supervisorEditSchema.parse(
    JSON.parse(
      JSON.stringify({
        madeBy: { email: 'sup@demo.cabildo.test', username: 'sup' },
        sentAt: '2025-06-01',
        ...changes,
      }),
    ),
  );

describe('staff correction: what the correction view keeps', () => {
  it('refuses a changed date or time outside repeatable sections, and lets other answers change', () => {
    const changedName = copy(saved());
    changedName.sections[0]!.rows[0]!.answers[0]!.value = 'Ana María';
    expect(lockedCorrectionChange(form, saved().sections, changedName.sections)).toBeNull();
    const changedDate = copy(saved());
    changedDate.sections[0]!.rows[0]!.answers[1]!.value = '2025-01-02';
    expect(lockedCorrectionChange(form, saved().sections, changedDate.sections)).toEqual({
      path: '/sections/0/rows/0/answers/1',
      reason: 'date and time answers are kept in a correction',
    });
  });
});

describe('staff correction: properties', () => {
  it('the diff of an unchanged answer is empty', () => {
    fc.assert(
      fc.property(answersArb(), (answers) => {
        expect(correctionDiff(form, answers, [], copy(answers))).toBeNull();
      }),
    );
  });

  it('applying the recorded edits to the original reproduces each correction, and nothing is left to record', () => {
    fc.assert(
      fc.property(historyArb, ({ original, first, second }) => {
        const firstEdit = correctionDiff(form, original, [], first);
        const earlier = firstEdit ? [stored(firstEdit)] : [];
        expect(applyEdits(form, original, earlier)).toEqual(first);

        const secondEdit = correctionDiff(form, original, earlier, second);
        const edits = secondEdit ? [...earlier, stored(secondEdit)] : earlier;
        expect(applyEdits(form, original, edits)).toEqual(second);
        expect(correctionDiff(form, original, edits, second)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('applying edits leaves the original untouched', () => {
    fc.assert(
      fc.property(historyArb, ({ original, first }) => {
        const before = copy(original);
        const edit = correctionDiff(form, original, [], first);
        applyEdits(form, original, edit ? [edit] : []);
        expect(original).toEqual(before);
      }),
    );
  });
});
