import { describe, expect, it } from 'vitest';
import {
  answerDocumentSchema,
  blankSections,
  CELL_TEXT_MAX,
  correctedExportValues,
  correctionDiff,
  dropXmlInvalid,
  exportCell,
  exportFileName,
  exportLayout,
  exportValues,
  formTemplateSchema,
  startsLikeFormula,
  type AnsweredSection,
  type ExportAnswer,
  type ExportSource,
} from '../src/index.ts';

const template = formTemplateSchema.parse({
  title: 'Censo',
  areaIds: [],
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos',
      titleAlt: { en: 'Data' },
      questions: [
        { id: 'nota', order: 0, title: 'Nota', kind: 'open' },
        {
          id: 'color',
          order: 1,
          title: 'Color',
          kind: 'single',
          options: [
            { order: 0, text: 'Rojo', textAlt: { en: 'Red' } },
            { order: 1, text: 'Verde' },
          ],
        },
        { id: 'sano', order: 2, title: '¿Sano?', kind: 'yesno' },
      ],
    },
    {
      id: 'arboles',
      order: 1,
      title: 'Árboles',
      repeatable: true,
      questions: [{ id: 'especie', order: 0, title: 'Especie', kind: 'open' }],
    },
    {
      id: 'problemas',
      order: 2,
      title: 'Problemas',
      conditional: true,
      conditions: [
        {
          order: 0,
          text: 'Rotura',
          questions: [{ id: 'detalle', order: 0, title: 'Detalle', kind: 'open' }],
        },
        { order: 1, text: 'Suciedad' },
      ],
    },
  ],
});

/** A deep copy (the domain package is typed without DOM or Node globals). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const source = (edit: (sections: AnsweredSection[]) => void = () => undefined): ExportSource => {
  const sections = clone(blankSections(template));
  edit(sections);
  return {
    author: { username: 'supervisor', firstName: 'Sofía', lastName: 'Rodríguez' },
    citizen: { firstName: 'Ana', lastName: 'Gómez', dni: '30123456' },
    location: { address: 'Av. Colón 100' },
    state: {
      available: [
        { id: 0, name: 'Recibida' },
        { id: 1, name: 'Cerrada' },
      ],
    },
    sections,
  };
};

/** An answer as the export reads it: its columns and the export values of its document. */
const answer = (
  edit: (sections: AnsweredSection[]) => void = () => undefined,
  parts: Partial<ExportSource> = {},
): ExportAnswer => ({
  code: 'CBA-1',
  createdAt: new Date(2025, 4, 16, 9, 5),
  updatedAt: new Date(2025, 4, 17, 10, 30),
  citizenDocument: '30123456',
  state: 0,
  latitude: -31.42,
  longitude: -64.18,
  values: exportValues({ ...source(edit), ...parts }, 'supervisor'),
});

describe('the export layout', () => {
  it('has the answer columns, then one column per question, section by section', () => {
    expect(exportLayout(template).headers).toEqual([
      'Código',
      'Fecha de creación',
      'Última actualización',
      'Contestada por',
      'Ciudadano',
      'Documento del ciudadano',
      'Estado',
      'Dirección',
      'Latitud',
      'Longitud',
      'Datos › Nota',
      'Datos › Color',
      'Datos › ¿Sano?',
      'Árboles › Especie',
      'Problemas › Condiciones marcadas',
      'Problemas › Rotura › Detalle',
    ]);
    expect(exportLayout(template, 'en').headers.slice(0, 2)).toEqual(['Code', 'Created']);
    expect(exportLayout(template, 'en').headers[10]).toBe('Data › Nota');
  });

  it('fills the answer columns, numbers only for the coordinates', () => {
    const row = exportLayout(template).row(answer());
    expect(row.slice(0, 10)).toEqual([
      'CBA-1',
      '16/05/2025 - 09:05',
      '17/05/2025 - 10:30',
      'Sofía Rodríguez (supervisor)',
      'Ana Gómez',
      '30123456',
      'Recibida',
      'Av. Colón 100',
      -31.42,
      -64.18,
    ]);
    // A blank answer leaves its cells empty.
    expect(row.slice(10)).toEqual([null, null, null, null, null, null]);
  });

  it('flattens choices, yes/no, copies of a repeatable section and checked conditions', () => {
    const { row } = exportLayout(template);
    const cells = row(
      answer((sections) => {
        sections[0]!.rows[0]!.answers[0]!.value = '  =1+1 ';
        sections[0]!.rows[0]!.answers[1]!.selected = [0];
        sections[0]!.rows[0]!.answers[2]!.value = 'no';
        sections[0]!.rows[0]!.answers[0]!.images = [
          {
            id: '00000000-0000-4000-8000-000000000001',
            url: '/f',
            name: 'foto.jpg',
            contentType: 'image/jpeg',
            size: 1,
          },
        ];
        const trees = sections[1]!;
        trees.rows = [0, 1, 2].map(() => clone(trees.rows[0]!));
        trees.rows[0]!.answers[0]!.value = 'Jacarandá';
        trees.rows[2]!.answers[0]!.value = 'Tipa';
        const problems = sections[2]!.rows[0]!;
        problems.conditions[0]!.checked = true;
        problems.conditions[0]!.answers[0]!.value = 'Rama caída';
        problems.conditions[1]!.checked = true;
      }),
    );
    expect(cells.slice(10)).toEqual([
      '=1+1 (Adjuntos: foto.jpg)',
      'Rojo',
      'No',
      'Jacarandá | - | Tipa',
      'Rotura, Suciedad',
      'Rama caída',
    ]);
  });

  it('leaves the questions of an unchecked condition empty, and matches answers by id, not place', () => {
    const { row } = exportLayout(template);
    const cells = row(
      answer((sections) => {
        sections[2]!.rows[0]!.conditions[0]!.answers[0]!.value = 'not checked';
        sections[0]!.rows[0]!.answers.reverse();
        sections[0]!.rows[0]!.answers[2]!.value = 'dicho';
        sections.reverse();
      }),
    );
    expect(cells[10]).toBe('dicho');
    expect(cells.slice(14)).toEqual([null, null]);
  });

  it('reads options in the chosen language', () => {
    const { row } = exportLayout(template, 'en');
    const cells = row(answer((sections) => (sections[0]!.rows[0]!.answers[1]!.selected = [0, 1])));
    expect(cells[11]).toBe('Red, Verde');
  });
});

describe('the export values saved with an answer', () => {
  const records = (values: string) => values.split('\u001E').map((record) => record.split('\u001F'));

  it('keep only what the sheet shows: no template, no blank answers, no unchecked conditions', () => {
    const values = exportValues(
      source((sections) => {
        sections[0]!.rows[0]!.answers[0]!.value = 'dicho';
        sections[2]!.rows[0]!.conditions[1]!.checked = true;
      }),
      'supervisor',
    );
    expect(records(values)).toEqual([
      [
        '1',
        'Sofía Rodríguez (supervisor)',
        'Ana Gómez',
        '30123456',
        'Av. Colón 100',
        '0',
        'Recibida',
        '1',
        'Cerrada',
      ],
      ['s', '0', 'datos', '1'],
      ['a', '0', '0', 'nota', 'dicho', '', ''],
      ['s', '1', 'arboles', '1'],
      ['s', '2', 'problemas', '1'],
      ['c', '0', '1'],
    ]);
    expect(values).not.toContain('Censo');
  });

  it("name the author by the row's name when the document has no username, and the citizen by CUIT without DNI", () => {
    const { row } = exportLayout(template);
    const cells = row({
      ...answer(),
      citizenDocument: null,
      values: exportValues(
        {
          ...source(),
          author: { firstName: 'Ana' },
          citizen: { firstName: 'Luis', dni: null, cuit: '20-1-3' },
        },
        'Usuario Anónimo',
      ),
    });
    expect(cells.slice(3, 6)).toEqual(['Ana (Usuario Anónimo)', 'Luis', '20-1-3']);
    expect(row({ ...answer(), values: exportValues({}, null) }).slice(3, 8)).toEqual([
      null,
      null,
      '30123456',
      null,
      null,
    ]);
  });

  it("take the state's name from the answer's own copy of the states, by the row's state", () => {
    const { row } = exportLayout(template);
    expect(row({ ...answer(), state: 1 })[6]).toBe('Cerrada');
    expect(row({ ...answer(), state: 7 })[6]).toBeNull();
    expect(row({ ...answer(), state: null })[6]).toBeNull();
  });

  it('carry the record separators of a text as a character the sheet drops anyway', () => {
    const values = exportValues(
      source((sections) => (sections[0]!.rows[0]!.answers[0]!.value = 'a\u001Eb\u001Fc')),
      's\u001Fupervisor',
    );
    expect(records(values)).toHaveLength(5);
    const cell = exportLayout(template).row({ ...answer(), values })[10] as string;
    expect(dropXmlInvalid(cell)).toBe('abc');
  });

  it('keep attachments with a blank name (their id shows)', () => {
    const file = {
      id: '00000000-0000-4000-8000-000000000009',
      url: '/f',
      name: '',
      contentType: 'image/jpeg',
      size: 1,
    };
    const cells = exportLayout(template).row(
      answer((sections) => (sections[1]!.rows[0]!.answers[0]!.images = [file])),
    );
    expect(cells[13]).toBe('(Adjuntos: 00000000-0000-4000-8000-000000000009)');
  });

  it('fill the columns an earlier version of the form still has, by question id', () => {
    const earlier = source((sections) => {
      sections[0]!.rows[0]!.answers[0]!.value = 'nota';
      sections[0]!.rows[0]!.answers[2]!.value = 'yes';
    });
    const now = formTemplateSchema.parse({
      ...template,
      sections: [
        {
          ...template.sections[0]!,
          questions: [
            { id: 'nueva', order: 0, title: 'Nueva', kind: 'open' },
            ...template.sections[0]!.questions.filter((question) => question.id !== 'color'),
          ],
        },
      ],
    });
    const cells = exportLayout(now).row({ ...answer(), values: exportValues(earlier, null) });
    expect(cells.slice(10)).toEqual([null, 'nota', 'Sí']);
  });

  it('match a question by its place first, then by its id, where a form repeats an id', () => {
    const twice = formTemplateSchema.parse({
      title: 'Dos veces',
      areaIds: [],
      sections: [
        {
          id: 'datos',
          order: 0,
          title: 'Datos',
          questions: [
            { id: 'x', order: 0, title: 'Primera', kind: 'open' },
            { id: 'x', order: 1, title: 'Segunda', kind: 'open' },
            { id: 'y', order: 2, title: 'Tercera', kind: 'open' },
          ],
        },
      ],
    });
    const sections = clone(blankSections(twice));
    const answers = sections[0]!.rows[0]!.answers;
    answers[1]!.value = 'segunda';
    // The third place holds another question now: 'y' is found by its id.
    answers.push({ ...answers[2]!, value: 'tercera' });
    answers[2]!.questionId = 'z';
    const cells = exportLayout(twice).row({ ...answer(), values: exportValues({ sections }, null) });
    expect(cells.slice(10)).toEqual([null, 'segunda', 'tercera']);
  });

  it('are refused in a format the layout does not know', () => {
    expect(() => exportLayout(template).row({ ...answer(), values: '2\u001Fx' })).toThrow(/version/);
  });

  it('show a corrected answer as corrected: the supervisor edits replayed over the stored answers', () => {
    const stored = clone(blankSections(template));
    stored[0]!.rows[0]!.answers[0]!.value = 'antes';
    const corrected = clone(stored);
    corrected[0]!.rows[0]!.answers[0]!.value = 'después';
    const changes = correctionDiff(template, { sections: stored, location: null }, [], {
      sections: corrected,
      location: null,
    })!;
    const document = answerDocumentSchema.parse({
      version: 1,
      formId: '00000000-0000-4000-8000-000000000f01',
      code: 'CBA-1',
      mode: 'internal',
      language: 'es',
      template,
      municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', managementId: null },
      sections: stored,
      citizen: null,
      location: null,
      asset: null,
      signatures: [],
      observations: '',
      state: null,
      requestsForChanges: [],
      supervisorEdits: [
        { madeBy: { email: 'c@x.test', username: 'c' }, sentAt: '2025-06-02T10:00:00.000Z', ...changes },
      ],
      pdfDownloadCode: null,
      author: { userId: null, username: 'ana' },
      incident: null,
      paymentOrderId: null,
      electronicSignatureId: null,
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-02T10:00:00.000Z',
    });
    const values = correctedExportValues(document, null);
    expect(values).toContain('después');
    expect(values).not.toContain('antes');
    expect(correctedExportValues({ ...document, supervisorEdits: [] }, null)).toContain('antes');
  });

  it('let the writer share the texts of every column but the code and the dates', () => {
    expect(exportLayout(template).repeated).toEqual([false, false, false, ...new Array(13).fill(true)]);
  });
});

describe('the formula-injection guard', () => {
  it.each(['=SUM(A1)', '+54 11', '-Tipa', '@rama', '\tcmd', '123', '1e5'])(
    'keeps %j a text cell, exactly',
    (text) => {
      expect(exportCell(text)).toBe(text);
    },
  );
  it('knows what a spreadsheet would take for a formula', () => {
    for (const text of ['=1', '+1', '-1', '@A', '\t1', '\u00001']) expect(startsLikeFormula(text)).toBe(true);
    expect(startsLikeFormula('a=1')).toBe(false);
  });
  it('makes number cells only of finite numbers, and cuts text to what a cell holds', () => {
    expect(exportCell(-31.42)).toBe(-31.42);
    expect(exportCell(Number.NaN)).toBeNull();
    expect(exportCell(null)).toBeNull();
    expect(exportCell('')).toBeNull();
    expect((exportCell('x'.repeat(CELL_TEXT_MAX + 10)) as string).length).toBe(CELL_TEXT_MAX);
  });
  it('drops the characters XML 1.0 cannot carry, keeping tabs, newlines and emoji', () => {
    expect(dropXmlInvalid('\u0000=a\u0001b\u000Bc\uFFFEd')).toBe('=abcd');
    expect(dropXmlInvalid('a\tb\nc\r😀')).toBe('a\tb\nc\r😀');
    expect(dropXmlInvalid('lone \uD800 surrogate')).toBe('lone  surrogate');
  });
});

it('names the file respuestas_<timestamp>.xlsx', () => {
  expect(exportFileName(new Date(2025, 4, 16, 9, 5, 7))).toBe('respuestas_20250516_090507.xlsx');
});
