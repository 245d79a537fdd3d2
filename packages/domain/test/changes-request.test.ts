import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerOfCitizen,
  blankSections,
  buildChangesRequest,
  changesRequestInputSchema,
  changesRequestProblem,
  correctionDiff,
  formTemplateSchema,
  pendingRequest,
  revisionEditable,
  revisionProblem,
  type AnsweredSection,
  type ChangePlace,
  type ChangesRequestInputData,
} from '../src/index.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Two sections: the first with an open question, a choice and a photo question; the second conditional. */
const form = formTemplateSchema.parse({
  title: 'Reclamo',
  sections: [
    {
      id: 'a',
      order: 0,
      title: 'Vereda',
      questions: [
        { id: 'street', order: 0, title: 'Dirección', kind: 'open' },
        {
          id: 'kind',
          order: 1,
          title: 'Daño',
          kind: 'single',
          options: [
            { order: 0, text: 'Baldosas' },
            { order: 1, text: 'Raíces' },
          ],
        },
        { id: 'photo', order: 2, title: 'Foto', kind: 'open', attachImage: true },
      ],
    },
    {
      id: 'b',
      order: 1,
      title: 'Detalle',
      conditional: true,
      conditions: [
        {
          order: 0,
          text: 'Con árbol',
          questions: [{ id: 'tree', order: 0, title: 'Especie', kind: 'open' }],
        },
      ],
      questions: [{ id: 'notes', order: 0, title: 'Notas', kind: 'open' }],
    },
  ],
});

function answered(): AnsweredSection[] {
  const sections = clone(blankSections(form));
  sections[0]!.rows[0]!.answers[0]!.value = 'Colón 1234';
  sections[0]!.rows[0]!.answers[1]!.selected = [0];
  sections[1]!.rows[0]!.answers[0]!.value = 'nada';
  return sections;
}

const at = (sectionOrder: number, order: number, conditionIndex: number | null = null): ChangePlace => ({
  sectionOrder,
  rowIndex: 0,
  conditionIndex,
  order,
});
const input = (data: ChangesRequestInputData) => changesRequestInputSchema.parse(data);
const madeBy = { email: 'sup@demo', username: 'sup' };

describe('sending a request for changes', () => {
  it('needs a marked item and a marked answer in every marked section', () => {
    const sections = answered();
    expect(changesRequestProblem(form, sections, input({ sections: [0] }))).toEqual({ kind: 'empty' });
    expect(changesRequestProblem(form, sections, input({ answers: [at(0, 0)], sections: [0, 1] }))).toEqual({
      kind: 'sectionWithoutAnswers',
      sectionOrder: 1,
    });
    expect(
      changesRequestProblem(form, sections, input({ answers: [at(0, 0), at(1, 0)], sections: [0, 1] })),
    ).toBeNull();
    // An image item counts for its section; sections left out are the items' own.
    expect(changesRequestProblem(form, sections, input({ images: [at(0, 2)], sections: [0] }))).toBeNull();
    expect(changesRequestProblem(form, sections, input({ answers: [at(1, 0)] }))).toBeNull();
  });

  it('refuses places the answer does not have: no such question, a question without images, an unchecked condition', () => {
    const sections = answered();
    expect(changesRequestProblem(form, sections, input({ answers: [at(0, 7)] }))?.kind).toBe('invalidPlace');
    expect(changesRequestProblem(form, sections, input({ images: [at(0, 0)] }))?.kind).toBe('invalidPlace');
    expect(changesRequestProblem(form, sections, input({ documents: [at(0, 2)] }))?.kind).toBe(
      'invalidPlace',
    );
    expect(changesRequestProblem(form, sections, input({ answers: [at(1, 0, 0)] }))?.kind).toBe(
      'invalidPlace',
    );
    sections[1]!.rows[0]!.conditions[0]!.checked = true;
    expect(changesRequestProblem(form, sections, input({ answers: [at(1, 0, 0)] }))).toBeNull();
  });

  it('is valid exactly when something is marked and every marked section holds an item (property)', () => {
    const sections = answered();
    const places = fc.constantFrom(at(0, 0), at(0, 1), at(0, 2), at(1, 0));
    fc.assert(
      fc.property(fc.array(places, { maxLength: 4 }), fc.subarray([0, 1]), (answers, marked) => {
        const problem = changesRequestProblem(form, sections, input({ answers, sections: marked }));
        const expected =
          answers.length > 0 &&
          marked.every((section) => answers.some((place) => place.sectionOrder === section));
        expect(problem === null).toBe(expected);
      }),
    );
  });

  it('stores one item per place with the title and the value it had, needCompletition true', () => {
    const request = buildChangesRequest(
      form,
      { sections: answered(), location: null },
      input({ answers: [at(0, 0), at(0, 0), at(0, 1)], images: [at(0, 2)], comment: '  Revise  ' }),
      madeBy,
      '2026-11-26T03:00:00.000Z',
    );
    expect(request.needsCompletion).toBe(true);
    expect(request.comment).toBe('Revise');
    expect(request.changesRequested.sections).toEqual([0]);
    expect(request.changesRequested.answers.map((item) => [item.title, item.oldAnswer])).toEqual([
      ['Dirección', 'Colón 1234'],
      ['Daño', '0'],
    ]);
    expect(request.changesRequested.images).toHaveLength(1);
    expect(pendingRequest({ requestsForChanges: [request] })).toBe(request);
    expect(pendingRequest({ requestsForChanges: [{ ...request, needsCompletion: false }] })).toBeNull();
  });
});

describe("the citizen's revision", () => {
  const original = { sections: answered(), location: null };
  const request = buildChangesRequest(
    form,
    original,
    input({ answers: [at(0, 0)], images: [at(0, 2)] }),
    madeBy,
    '2026-11-26T03:00:00.000Z',
  );

  it('lets only the flagged kinds at the flagged places change', () => {
    expect(revisionEditable(request, 'answers', at(0, 0))).toBe(true);
    expect(revisionEditable(request, 'answers', at(0, 1))).toBe(false);
    expect(revisionEditable(request, 'images', at(0, 2))).toBe(true);
    expect(revisionEditable(request, 'answers', at(0, 2))).toBe(false);
  });

  it('accepts a change of a flagged answer and refuses any other answer, a condition or the place (property)', () => {
    const editable: [number, number][] = [[0, 0]];
    const questions: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 0],
    ];
    fc.assert(
      fc.property(
        fc.subarray(questions, { minLength: 1 }),
        fc.boolean(),
        fc.boolean(),
        (changed, condition, moved) => {
          const sections = clone(original.sections);
          for (const [section, order] of changed) {
            const answer = sections[section]!.rows[0]!.answers[order]!;
            if (section === 0 && order === 1) answer.selected = [1];
            else answer.value = `${answer.value} (corregido)`;
          }
          if (condition) sections[1]!.rows[0]!.conditions[0]!.checked = true;
          const location = moved ? { latitude: -31.4, longitude: -64.2, address: null } : null;
          const changes = correctionDiff(form, original, [], { sections, location })!;
          const allowed =
            !condition &&
            !moved &&
            changed.every(([section, order]) => editable.some(([s, o]) => s === section && o === order));
          expect(revisionProblem(request, changes) === null).toBe(allowed);
        },
      ),
    );
  });

  it("matches the portal's person by portal id or document number", () => {
    const citizen = {
      id: 'reg-1',
      kind: 'natural' as const,
      dni: '30123456',
      cuit: null,
      firstName: 'Ana',
      lastName: 'Gómez',
      email: null,
      phone: null,
      street: null,
    };
    expect(answerOfCitizen({ citizen }, { id: 'pc-1', dni: '30123456' })).toBe(true);
    expect(answerOfCitizen({ citizen }, { id: 'reg-1', dni: null })).toBe(true);
    expect(answerOfCitizen({ citizen }, { id: 'pc-2', dni: '25987654' })).toBe(false);
    expect(answerOfCitizen({ citizen }, { id: 'pc-2', dni: null })).toBe(false);
    expect(answerOfCitizen({ citizen: null }, { id: 'pc-1', dni: '30123456' })).toBe(false);
  });
});
