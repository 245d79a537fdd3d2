import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_CODE_LENGTH,
  isDownloadCodeShape,
  newDownloadCode,
  ANSWER_ERRORS,
  addRow,
  answerCode,
  answerProblems,
  answerSubmissionSchema,
  blankSections,
  citizenProblem,
  conditionDisabled,
  formTemplateSchema,
  isValidDate,
  removeRow,
  couldBecomeValid,
  signatureProblems,
  structureProblem,
  toggleCondition,
  valueProblem,
  type AnsweredSection,
  type AnswerSubmission,
  type FormTemplate,
  type FormTemplateInput,
} from '../src/index.ts';

const AREA = '00000000-0000-4000-8000-000000001001';

/** A form with every kind of question, a conditional single-mode section and a repeatable one. */
const template = (overrides: Partial<FormTemplateInput> = {}): FormTemplate =>
  formTemplateSchema.parse({
    title: 'Inspección',
    areaIds: [AREA],
    signatures: [{ index: 0, title: 'Inspector' }],
    sections: [
      {
        id: 'main',
        order: 0,
        title: 'Datos',
        questions: [
          { id: 'count', order: 0, title: 'Cantidad', kind: 'open', dataType: 'integer', required: true },
          { id: 'price', order: 1, title: 'Precio', kind: 'open', dataType: 'decimal' },
          {
            id: 'kind',
            order: 2,
            title: 'Tipo',
            kind: 'single',
            required: true,
            options: [
              { order: 0, text: 'A' },
              { order: 1, text: 'B' },
            ],
          },
          { id: 'works', order: 3, title: '¿Funciona?', kind: 'yesno', required: true },
          { id: 'photo', order: 4, title: 'Foto', kind: 'open', required: true, attachImage: true },
          {
            id: 'only',
            order: 5,
            title: 'Confirmación',
            kind: 'single',
            required: true,
            options: [{ order: 0, text: 'Confirmo' }],
          },
        ],
      },
      {
        id: 'state',
        order: 1,
        title: 'Estado',
        required: true,
        conditional: true,
        singleCondition: true,
        conditions: [
          { order: 0, text: 'Bien', questions: [] },
          {
            order: 1,
            text: 'Con falla',
            questions: [{ id: 'fault', order: 0, title: 'Falla', kind: 'open', required: true }],
          },
        ],
      },
      {
        id: 'rows',
        order: 2,
        title: 'Luminarias',
        repeatable: true,
        questions: [
          { id: 'pole', order: 0, title: 'Poste', kind: 'open', dataType: 'integer', required: true },
        ],
      },
    ],
    ...overrides,
  });

const photo = {
  id: '00000000-0000-4000-8000-00000000f001',
  url: '/api/files/00000000-0000-4000-8000-00000000f001',
  name: 'foto.png',
  contentType: 'image/png',
  size: 10,
};

/** Answers every required question of `template()`. */
function complete(form: FormTemplate): AnsweredSection[] {
  const sections = blankSections(form);
  const main = sections[0]!.rows[0]!;
  main.answers[0]!.value = '12';
  main.answers[2]!.selected = [1];
  main.answers[3]!.value = 'yes';
  main.answers[4]!.images = [photo];
  sections[1]!.rows[0] = toggleCondition(form.sections[1]!, sections[1]!.rows[0]!, 0);
  sections[2]!.rows[0]!.answers[0]!.value = '7';
  return sections;
}

const submission = (form: FormTemplate, sections = complete(form)): AnswerSubmission =>
  answerSubmissionSchema.parse({ clientSubmissionId: '00000000-0000-4000-8000-00000000c001', sections });

describe('answer values (spec part 2 §5)', () => {
  it('integers are digits only', () => {
    expect(valueProblem('integer', '120')).toBeNull();
    for (const bad of ['12a', '-3', '1.5', '1,5', ' 1'])
      expect(valueProblem('integer', bad)).toBe(ANSWER_ERRORS.integer);
  });

  it('decimals take an optional comma and at most two decimals', () => {
    for (const good of ['3', '3,5', '10,25']) expect(valueProblem('decimal', good)).toBeNull();
    for (const bad of ['3,255', '3.5', ',5', '3,', 'x'])
      expect(valueProblem('decimal', bad)).toBe(ANSWER_ERRORS.decimal);
  });

  it('dates are real calendar dates, times are 24-hour', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-04-31')).toBe(false);
    expect(valueProblem('date', '31/12/2024')).toBe(ANSWER_ERRORS.date);
    expect(valueProblem('time', '23:59')).toBeNull();
    expect(valueProblem('time', '24:00')).toBe(ANSWER_ERRORS.time);
  });

  it('links are http(s) addresses', () => {
    expect(valueProblem('link', 'https://www.rosario.gob.ar/tramites?id=3')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'www.example.com', 'https://localhost', 'https://a b.com'])
      expect(valueProblem('link', bad)).toBe(ANSWER_ERRORS.link);
  });

  it('a blank value is never invalid (required is a separate rule)', () => {
    for (const type of ['text', 'integer', 'decimal', 'date', 'time', 'link'] as const)
      expect(valueProblem(type, '')).toBeNull();
  });

  it('what is typed is never changed: a number that cannot become valid is flagged, never rewritten', () => {
    // "12,5" in an integer question stays "12,5" and is not an integer (it used to become 125).
    expect(couldBecomeValid('integer', '12,5')).toBe(false);
    expect(valueProblem('integer', '12,5')).toBe(ANSWER_ERRORS.integer);
    expect(couldBecomeValid('decimal', '12,')).toBe(true);
    expect(valueProblem('decimal', '12,')).toBe(ANSWER_ERRORS.decimal);
    for (const bad of ['12.5', '3,456', '1,2,3', 'a']) expect(couldBecomeValid('decimal', bad)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (typed) => {
        // A value that is valid can always be typed without a message on the way.
        for (const type of ['integer', 'decimal'] as const)
          if (valueProblem(type, typed) === null)
            for (let end = 0; end <= typed.length; end++)
              expect(couldBecomeValid(type, typed.slice(0, end))).toBe(true);
      }),
    );
  });

  it('every valid integer and two-decimal number is accepted', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.integer({ min: 0, max: 99 })), (whole, cents) => {
        expect(valueProblem('integer', String(whole))).toBeNull();
        const decimal = cents === null ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
        expect(valueProblem('decimal', decimal)).toBeNull();
      }),
    );
  });
});

describe('completeness (the general rule)', () => {
  it('a complete answer has no problem', () => {
    const form = template();
    expect(answerProblems(form, complete(form))).toEqual([]);
  });

  it('a required single choice with one option comes checked', () => {
    expect(blankSections(template())[0]!.rows[0]!.answers[5]!.selected).toEqual([0]);
  });

  it('reports each blank required question with "* Required answer"', () => {
    const form = template();
    const problems = answerProblems(form, blankSections(form));
    const required = problems.filter((p) => p.message === ANSWER_ERRORS.required).map((p) => p.questionId);
    expect(required).toEqual(['count', 'kind', 'works', 'photo', 'pole']);
  });

  it('a question asking for an image needs the image, not a typed answer', () => {
    const form = template();
    const sections = complete(form);
    sections[0]!.rows[0]!.answers[4]!.images = [];
    sections[0]!.rows[0]!.answers[4]!.value = 'typed instead';
    expect(answerProblems(form, sections)).toEqual([
      {
        sectionId: 'main',
        rowIndex: 0,
        conditionOrder: null,
        questionId: 'photo',
        message: ANSWER_ERRORS.required,
      },
    ]);
  });

  it('a required conditional section needs a checked condition', () => {
    const form = template();
    const sections = complete(form);
    sections[1]!.rows[0] = toggleCondition(form.sections[1]!, sections[1]!.rows[0]!, 0);
    expect(answerProblems(form, sections).map((p) => p.message)).toEqual([ANSWER_ERRORS.conditionRequired]);
  });

  it('questions of a checked condition count, those of unchecked ones do not', () => {
    const form = template();
    const sections = complete(form);
    const section = form.sections[1]!;
    let row = toggleCondition(section, sections[1]!.rows[0]!, 0);
    row = toggleCondition(section, row, 1);
    sections[1]!.rows[0] = row;
    expect(answerProblems(form, sections)).toEqual([
      {
        sectionId: 'state',
        rowIndex: 0,
        conditionOrder: 1,
        questionId: 'fault',
        message: ANSWER_ERRORS.required,
      },
    ]);
  });

  it('every copy of a repeatable section is validated', () => {
    const form = template();
    const sections = complete(form);
    sections[2] = addRow(form.sections[2]!, sections[2]!);
    sections[2]!.rows[1]!.answers[0]!.value = 'x';
    expect(answerProblems(form, sections)).toEqual([
      {
        sectionId: 'rows',
        rowIndex: 1,
        conditionOrder: null,
        questionId: 'pole',
        message: ANSWER_ERRORS.integer,
      },
    ]);
  });

  it('a required citizen needs a document; a signature image needs its signatory', () => {
    const form = template({ options: { citizen: true, citizenRequired: true } });
    expect(citizenProblem(form, { citizen: null })).toBe(ANSWER_ERRORS.citizenRequired);
    const citizen = {
      id: 'c1',
      kind: 'natural' as const,
      dni: '30111222',
      cuit: null,
      firstName: 'Ana',
      lastName: 'Paz',
      email: null,
      phone: null,
      street: null,
    };
    expect(citizenProblem(form, { citizen })).toBeNull();
    expect(signatureProblems([{ index: 0, file: photo, signatoryName: ' ' }])).toEqual([
      { index: 0, message: ANSWER_ERRORS.signatoryRequired },
    ]);
  });
});

describe('editing answers', () => {
  it('single mode disables the other conditions; unchecking clears the answers', () => {
    const form = template();
    const section = form.sections[1]!;
    let row = blankSections(form)[1]!.rows[0]!;
    row = toggleCondition(section, row, 1);
    expect(conditionDisabled(section, row, 0)).toBe(true);
    expect(conditionDisabled(section, row, 1)).toBe(false);
    row.conditions[1]!.answers[0]!.value = 'Cable cortado';
    row = toggleCondition(section, row, 1);
    expect(row.conditions[1]).toMatchObject({
      checked: false,
      answers: [{ questionId: 'fault', value: '' }],
    });
    expect(conditionDisabled(section, row, 0)).toBe(false);
  });

  it('repeatable copies are added blank and removed, never below one', () => {
    const form = template();
    const section = form.sections[2]!;
    const sections = complete(form);
    const added = addRow(section, sections[2]!);
    expect(added.rows).toHaveLength(2);
    expect(added.rows[1]!.answers[0]!.value).toBe('');
    expect(removeRow(added, 0).rows).toEqual([added.rows[1]]);
    expect(removeRow(removeRow(added, 0), 0).rows).toHaveLength(1);
  });
});

describe('the server refuses a submission that does not match its form', () => {
  const form = template();

  it('a well-formed submission passes', () => {
    expect(structureProblem(form, submission(form))).toBeNull();
  });

  const tamper = (change: (s: AnswerSubmission) => void) => {
    const crafted = JSON.parse(JSON.stringify(submission(form))) as AnswerSubmission;
    change(crafted);
    return structureProblem(form, crafted);
  };

  it.each<[string, (s: AnswerSubmission) => void]>([
    [
      'an extra question',
      (s) =>
        s.sections[0]!.rows[0]!.answers.push({ ...s.sections[0]!.rows[0]!.answers[0]!, questionId: 'x' }),
    ],
    ['questions swapped', (s) => s.sections[0]!.rows[0]!.answers.reverse()],
    ['an extra section', (s) => s.sections.push(s.sections[2]!)],
    ['an unknown option', (s) => (s.sections[0]!.rows[0]!.answers[2]!.selected = [7])],
    ['two options in a single choice', (s) => (s.sections[0]!.rows[0]!.answers[2]!.selected = [0, 1])],
    ['a yes/no that is neither', (s) => (s.sections[0]!.rows[0]!.answers[3]!.value = 'maybe')],
    ['a video where none is asked', (s) => (s.sections[0]!.rows[0]!.answers[4]!.videos = [photo])],
    ['a hidden condition answered', (s) => (s.sections[1]!.rows[0]!.conditions[1]!.answers[0]!.value = 'x')],
    ['two conditions in single mode', (s) => (s.sections[1]!.rows[0]!.conditions[1]!.checked = true)],
    ['a copy of a section that is not repeatable', (s) => s.sections[0]!.rows.push(s.sections[0]!.rows[0]!)],
    [
      'a signature the form does not have',
      (s) => s.signatures.push({ index: 3, file: photo, signatoryName: 'X' }),
    ],
    [
      'a place on a form without geolocation',
      (s) => (s.location = { latitude: 1, longitude: 1, address: null }),
    ],
    ['a state that cannot be chosen', (s) => (s.stateId = 0)],
  ])('%s', (_name, change) => {
    expect(tamper(change)).not.toBeNull();
  });

  it('any change to the question ids is caught', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.nat({ max: 5 }), (id, index) => {
        fc.pre(id !== form.sections[0]!.questions[index]!.id);
        expect(tamper((s) => (s.sections[0]!.rows[0]!.answers[index]!.questionId = id))).not.toBeNull();
      }),
    );
  });
});

describe('codes', () => {
  it('prefix and number, DESC without a prefix', () => {
    expect(answerCode('CBA', 12)).toBe('CBA-12');
    expect(answerCode('', 1)).toBe('DESC-1');
  });

  it('draws download codes of 12 characters of the look-alike-free alphabet, unrelated to the answer', () => {
    let seed = 7;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    const codes = new Set(Array.from({ length: 1000 }, () => newDownloadCode(random)));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(isDownloadCodeShape(code)).toBe(true);
    expect(isDownloadCodeShape('abcCBA-12')).toBe(false);
    expect(isDownloadCodeShape('O0Il1xxxxxxx')).toBe(false);
    expect(newDownloadCode(() => 0)).toBe('A'.repeat(DOWNLOAD_CODE_LENGTH));
  });
});
