import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIELD_ERRORS,
  FORM_ERRORS,
  OPTION_FLAGS,
  TEXT_LIMITS,
  firstFieldProblem,
  incidentTypeName,
  questionLinkProblem,
  addState,
  deleteState,
  firstSaveProblem,
  formTemplateSchema,
  paymentSchema,
  optionConflict,
  optionDisabled,
  questionSchema,
  setInitialState,
  setOption,
  setTransitions,
  stateNameProblem,
  type FormTemplate,
  type States,
} from '../src/index.ts';

const AREA = '00000000-0000-4000-8000-000000001001';
const question = { id: 'q1', order: 0, title: '¿Funciona la luminaria?', kind: 'yesno' as const };
const valid = (): FormTemplate =>
  formTemplateSchema.parse({
    title: 'Inspección de alumbrado',
    areaIds: [AREA],
    sections: [{ id: 's1', order: 0, title: 'Luminaria', questions: [question] }],
  });
const noSync = { managementSync: false };

describe('form save validation, in the spec order', () => {
  it('accepts a minimal complete form', () => {
    expect(firstSaveProblem(valid(), noSync)).toBeNull();
  });

  it('reports each rule with its message, the first failing one first', () => {
    const cases: [Partial<FormTemplate> & Record<string, unknown>, string][] = [
      [{ title: '   ' }, FORM_ERRORS.titleRequired],
      [{ areaIds: [] }, FORM_ERRORS.areaRequired],
      [{ options: { ...valid().options, headerImage: true } }, FORM_ERRORS.headerImageRequired],
      [{ options: { ...valid().options, addAppointment: true } }, FORM_ERRORS.appointmentRequired],
      [
        { options: { ...valid().options, incidents: true }, title: 'x'.repeat(76) },
        FORM_ERRORS.incidentTitleTooLong,
      ],
      [{ options: { ...valid().options, incidents: true } }, FORM_ERRORS.incidentAreaRequired],
      [
        { options: { ...valid().options, limitResponses: true }, responseLimit: 0 },
        FORM_ERRORS.responseLimitRequired,
      ],
      [{ sections: [] }, FORM_ERRORS.sectionRequired],
      [{ sections: [{ ...valid().sections[0]!, questions: [] }] }, FORM_ERRORS.questionRequired],
      [
        { options: { ...valid().options, addPaymentGateway: true }, payment: null },
        FORM_ERRORS.paymentSectionRequired,
      ],
      [
        {
          options: { ...valid().options, addPaymentGateway: true },
          payment: paymentSchema.parse({
            sections: [
              { name: 'Platea', price: 2500, stockLeft: 10 },
              { name: ' platea ', price: 3000, stockLeft: 5 },
            ],
          }),
        },
        FORM_ERRORS.paymentSectionDuplicate,
      ],
    ];
    for (const [change, message] of cases) {
      expect(firstSaveProblem({ ...valid(), ...change } as FormTemplate, noSync)?.message).toBe(message);
    }
    // Title and area both missing: the title is reported first.
    expect(firstSaveProblem({ ...valid(), title: '', areaIds: [] }, noSync)?.message).toBe(
      FORM_ERRORS.titleRequired,
    );
  });

  it('asks for a sync option when management sync is on', () => {
    expect(firstSaveProblem(valid(), { managementSync: true })?.message).toBe(
      FORM_ERRORS.managementSyncOption,
    );
    const withCitizen = { ...valid(), management: { ...valid().management, syncCitizen: true } };
    expect(firstSaveProblem(withCitizen, { managementSync: true })).toBeNull();
  });

  it('the management switch on with neither the citizen nor incidents is rule 5 (it could never show)', () => {
    const synced = formTemplateSchema.parse({ ...valid(), management: { sync: true } });
    expect(firstSaveProblem(synced)?.message).toBe(FORM_ERRORS.managementSyncOption);
    expect(firstSaveProblem(synced)?.field).toBe('management');
    const citizen = formTemplateSchema.parse({ ...valid(), management: { sync: true, syncCitizen: true } });
    expect(firstSaveProblem(citizen)).toBeNull();
    // Incidents chosen: rule 5 holds, rule 7 asks for the area next.
    const incidents = formTemplateSchema.parse({
      ...valid(),
      options: { incidents: true },
      management: { sync: true },
    });
    expect(firstSaveProblem(incidents)?.message).toBe(FORM_ERRORS.incidentAreaRequired);
    expect(firstSaveProblem(valid())).toBeNull();
  });

  it('names a created incident type after the form (and the state)', () => {
    expect(incidentTypeName(' Bache en la calzada ')).toBe('Bache en la calzada');
    expect(incidentTypeName('Reclamo', 'Urgente')).toBe('Reclamo - Urgente');
  });

  it('says which field is over its limit, with the limit', () => {
    expect(firstFieldProblem(valid())).toBeNull();
    expect(firstFieldProblem({ ...valid(), title: 'x'.repeat(450) })).toEqual({
      message: FIELD_ERRORS.tooLong,
      field: 'title',
      max: TEXT_LIMITS.formTitle,
    });
    expect(firstFieldProblem({ ...valid(), customizedVoucherText: 'v'.repeat(2001) })?.field).toBe(
      'customizedVoucherText',
    );
    const longQuestion = { ...valid().sections[0]!.questions[0]!, title: 'q'.repeat(2001) };
    expect(
      firstFieldProblem({ ...valid(), sections: [{ ...valid().sections[0]!, questions: [longQuestion] }] })
        ?.field,
    ).toBe('sections/0/questions/0/title');
  });

  it('a question link is an http(s) address (its text alone is fine)', () => {
    expect(questionLinkProblem({ link: null })).toBeNull();
    expect(questionLinkProblem({ link: 'https://www.cordoba.gob.ar/ordenanzas' })).toBeNull();
    for (const bad of ['javascript:alert(1)', 'www.cordoba.gob.ar', 'https://a b.com'])
      expect(questionLinkProblem({ link: bad })).toBe(FIELD_ERRORS.linkInvalid);
    const linked = {
      ...valid().sections[0]!.questions[0]!,
      linkTitle: 'Leer la ordenanza',
      link: 'ordenanza',
    };
    expect(
      firstFieldProblem({ ...valid(), sections: [{ ...valid().sections[0]!, questions: [linked] }] }),
    ).toMatchObject({ message: FIELD_ERRORS.linkInvalid, field: 'sections/0/questions/0/link' });
  });

  it('counts questions inside conditions', () => {
    const conditional = {
      ...valid(),
      sections: [
        {
          ...valid().sections[0]!,
          questions: [],
          conditional: true,
          conditions: [
            { order: 0, text: 'Con daño', textAlt: {}, questions: [questionSchema.parse(question)] },
          ],
        },
      ],
    };
    expect(firstSaveProblem(conditional, noSync)).toBeNull();
  });

  it('round-trips any accepted template unchanged through JSON (save then load)', () => {
    const arbitraryTemplate = fc
      .record({
        title: fc.string({ minLength: 1, maxLength: 60 }),
        description: fc.string({ maxLength: 80 }),
        sections: fc.array(
          fc.record({
            title: fc.string({ maxLength: 30 }),
            repeatable: fc.boolean(),
            kinds: fc.array(fc.constantFrom('open', 'multiple', 'single', 'yesno'), {
              minLength: 1,
              maxLength: 4,
            }),
            dataType: fc.constantFrom('text', 'integer', 'decimal', 'date', 'time', 'link'),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        public: fc.boolean(),
      })
      .map((raw) =>
        formTemplateSchema.parse({
          title: raw.title,
          description: raw.description,
          areaIds: [AREA],
          options: { public: raw.public },
          sections: raw.sections.map((section, s) => ({
            id: `s${s}`,
            order: s,
            title: section.title,
            repeatable: section.repeatable,
            questions: section.kinds.map((kind, q) => ({
              id: `s${s}q${q}`,
              order: q,
              title: `P${q}`,
              kind,
              dataType: section.dataType,
            })),
          })),
        }),
      );
    fc.assert(
      fc.property(arbitraryTemplate, (template) => {
        const loaded = formTemplateSchema.parse(JSON.parse(JSON.stringify(template)));
        expect(loaded).toEqual(template);
      }),
    );
  });
});

describe('states table', () => {
  const three = (): States =>
    ['Pendiente', 'En curso', 'Resuelto'].reduce(addState, { available: [], initial: null });

  it('gives ids by count and makes the first one initial', () => {
    const states = three();
    expect(states.available.map((s) => [s.id, s.name])).toEqual([
      [0, 'Pendiente'],
      [1, 'En curso'],
      [2, 'Resuelto'],
    ]);
    expect(states.initial).toBe(0);
  });

  it('renumbers ids and transitions on delete and moves the initial state', () => {
    let states = setTransitions(three(), 0, [1, 2, 0]);
    states = setTransitions(states, 1, [2]);
    states = setInitialState(states, 1);
    const deleted = deleteState(states, 1);
    expect(deleted.available).toEqual([
      { id: 0, name: 'Pendiente', transitions: [1] },
      { id: 1, name: 'Resuelto', transitions: [] },
    ]);
    expect(deleted.initial).toBe(0);
  });

  it('keeps ids contiguous and transitions valid whatever is deleted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 6 }), { maxLength: 8 }),
        fc.nat(),
        (count, transitionSets, pick) => {
          let states: States = { available: [], initial: null };
          for (let i = 0; i < count; i += 1) states = addState(states, `E${i}`);
          transitionSets
            .slice(0, count)
            .forEach((targets, id) => (states = setTransitions(states, id, targets)));
          const after = deleteState(states, pick % count);
          expect(after.available.map((s) => s.id)).toEqual([...Array(count - 1).keys()]);
          for (const state of after.available) {
            for (const target of state.transitions) {
              expect(target).not.toBe(state.id);
              expect(target).toBeLessThan(count - 1);
            }
          }
          expect(after.initial === null).toBe(count === 1);
        },
      ),
    );
  });

  it('refuses empty and duplicate names', () => {
    expect(stateNameProblem(three(), '  ')).toBe('forms.errors.stateNameEmpty');
    expect(stateNameProblem(three(), 'en curso')).toBe('forms.errors.stateNameDuplicate');
    expect(stateNameProblem(three(), 'En curso', 1)).toBeNull();
  });
});

describe('option rules', () => {
  const none = formTemplateSchema.parse({ title: 'x' }).options;

  it('keeps public and citizen association apart, and send-e-mail off with appointments', () => {
    const association = setOption(none, 'citizenAssociationFromCitizenPortal', true);
    expect(setOption(association, 'public', true)).toMatchObject({
      public: true,
      citizenAssociationFromCitizenPortal: false,
    });
    expect(
      optionDisabled(setOption(none, 'public', true), 'citizenAssociationFromCitizenPortal', {
        stateCount: 0,
      }),
    ).toBe(true);
    expect(optionDisabled(setOption(none, 'citizen', true), 'public', { stateCount: 0 })).toBe(true);
    expect(setOption(setOption(none, 'sendEmail', true), 'addAppointment', true).sendEmail).toBe(false);
    expect(optionDisabled(setOption(none, 'incidents', true), 'incidentsByState', { stateCount: 1 })).toBe(
      true,
    );
    expect(optionDisabled(setOption(none, 'incidents', true), 'incidentsByState', { stateCount: 2 })).toBe(
      false,
    );
  });

  it('never produces a conflict, whatever switches are flipped in whatever order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...OPTION_FLAGS), fc.boolean()), { maxLength: 30 }),
        (flips) => {
          let options = none;
          for (const [flag, value] of flips) {
            if (!optionDisabled(options, flag, { stateCount: 3 })) options = setOption(options, flag, value);
          }
          expect(optionConflict(options, { stateCount: 3 })).toBeNull();
        },
      ),
    );
  });
});

describe('editing helpers', () => {
  it('moves, removes and duplicates with orders renumbered', async () => {
    const { move, removeAt, duplicateAt, blankSection, copySection } = await import('../src/index.ts');
    const items = [
      { order: 0, name: 'a' },
      { order: 1, name: 'b' },
      { order: 2, name: 'c' },
    ];
    expect(move(items, 2, -1).map((i) => [i.name, i.order])).toEqual([
      ['a', 0],
      ['c', 1],
      ['b', 2],
    ]);
    expect(move(items, 0, -1)).toEqual(items);
    expect(removeAt(items, 0).map((i) => [i.name, i.order])).toEqual([
      ['b', 0],
      ['c', 1],
    ]);
    expect(duplicateAt(items, 0, (i) => ({ ...i, name: 'a2' })).map((i) => i.name)).toEqual([
      'a',
      'a2',
      'b',
      'c',
    ]);
    let n = 0;
    const section = { ...blankSection('s1', 0), questions: [questionSchema.parse(question)] };
    const copy = copySection(section, () => `new${++n}`);
    expect(copy.id).not.toBe(section.id);
    expect(copy.questions[0]!.id).not.toBe('q1');
  });
});

describe('header image checks', () => {
  it('reads the type from the content, not the name', async () => {
    const { sniffImageType, headerImageProblem, HEADER_IMAGE_MAX_BYTES } = await import('../src/index.ts');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from('<svg></svg>', (c) => c.charCodeAt(0)))).toBeNull();
    expect(headerImageProblem(png, HEADER_IMAGE_MAX_BYTES + 1)).toBe('files.errors.tooBig');
    expect(headerImageProblem(new Uint8Array([1, 2, 3]), 3)).toBe('files.errors.badFormat');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), (bytes) => {
        const type = sniffImageType(bytes);
        if (type === 'image/jpeg') expect(bytes[0]).toBe(0xff);
        if (type === 'image/png') expect(bytes[0]).toBe(0x89);
      }),
    );
  });
});

describe('drag and drop order', () => {
  it('keeps every item exactly once with orders 0..n-1', async () => {
    const { moveTo } = await import('../src/index.ts');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(), fc.nat(), (count, a, b) => {
        const items = Array.from({ length: count }, (_, order) => ({ order, id: `i${order}` }));
        const moved = moveTo(items, a % count, b % count);
        expect(moved.map((item) => item.order)).toEqual([...Array(count).keys()]);
        expect(moved.map((item) => item.id).sort()).toEqual(items.map((item) => item.id).sort());
        expect(moved[b % count]!.id).toBe(`i${a % count}`);
      }),
    );
  });
});

describe('states table check', () => {
  it('accepts any table built with the editor operations', async () => {
    const { statesProblem, addState: add, deleteState: remove } = await import('../src/index.ts');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.nat(), (count, pick) => {
        let states: States = { available: [], initial: null };
        for (let i = 0; i < count; i += 1) states = add(states, `E${i}`);
        expect(statesProblem(states)).toBeNull();
        if (count > 0) expect(statesProblem(remove(states, pick % count))).toBeNull();
      }),
    );
  });
});
