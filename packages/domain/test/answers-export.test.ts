import { describe, expect, it } from 'vitest';
import {
  blankSections,
  CELL_TEXT_MAX,
  dropXmlInvalid,
  exportCell,
  exportFileName,
  exportLayout,
  formTemplateSchema,
  startsLikeFormula,
  type ExportAnswer,
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

const answer = (
  edit: (sections: ExportAnswer['sections'] & object) => void = () => undefined,
): ExportAnswer => {
  const sections = clone(blankSections(template));
  edit(sections);
  return {
    code: 'CBA-1',
    createdAt: new Date(2025, 4, 16, 9, 5),
    updatedAt: new Date(2025, 4, 17, 10, 30),
    createdByName: 'supervisor',
    author: { username: 'supervisor', firstName: 'Sofía', lastName: 'Rodríguez' },
    citizen: { firstName: 'Ana', lastName: 'Gómez', dni: '30123456' },
    citizenDocument: '30123456',
    stateName: 'Recibida',
    address: 'Av. Colón 100',
    latitude: -31.42,
    longitude: -64.18,
    sections,
  };
};

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
