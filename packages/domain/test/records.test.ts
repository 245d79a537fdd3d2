import { describe, expect, it } from 'vitest';
import {
  answerDocumentSchema,
  blankSections,
  correctionDiff,
  formTemplateSchema,
  RECORD_CATALOGUES,
  recordModel,
  type AnsweredSection,
  type RecordText,
} from '../src/index.ts';

const template = formTemplateSchema.parse({
  title: 'Inspección de obra',
  titleAlt: { en: 'Building inspection' },
  description: 'Control de cercos y veredas.',
  areaIds: [],
  states: { available: [{ id: 0, name: 'Recibida', transitions: [] }], initial: 0 },
  signatures: [
    { index: 0, title: 'Inspector', signatory: 'staff' },
    { index: 1, title: 'Vecino', signatory: 'citizen' },
  ],
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos',
      questions: [
        { id: 'nota', order: 0, title: 'Nota', kind: 'open' },
        {
          id: 'color',
          order: 1,
          title: 'Color',
          kind: 'multiple',
          options: [
            { order: 0, text: 'Rojo', textAlt: { en: 'Red' } },
            { order: 1, text: 'Verde' },
          ],
        },
        { id: 'fecha', order: 2, title: 'Fecha', kind: 'open', dataType: 'date' },
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

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The Spanish record texts, with their values put in as i18next would. */
const text: RecordText = (key, values = {}) =>
  RECORD_CATALOGUES.es[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

function documentOf(sections: AnsweredSection[], extra: Record<string, unknown> = {}) {
  return answerDocumentSchema.parse({
    version: 1,
    formId: '00000000-0000-4000-8000-000000000f01',
    code: 'CBA-7',
    mode: 'internal',
    language: 'es',
    template,
    municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', managementId: null },
    sections,
    citizen: null,
    location: { latitude: -31.4201, longitude: -64.1888, address: 'Av. Colón 100' },
    asset: null,
    signatures: [
      {
        index: 0,
        file: {
          id: '00000000-0000-4000-8000-00000000f111',
          name: 'firma.png',
          url: '/api/files/00000000-0000-4000-8000-00000000f111',
          contentType: 'image/png',
          size: 10,
        },
        signatoryName: 'Íñigo Peña',
      },
    ],
    observations: '',
    state: {
      available: [{ id: 0, name: 'Recibida', transitions: [] }],
      initial: 0,
      current: 0,
      history: [{ date: '2025-06-01T10:00:00.000Z', userName: 'ana', stateId: 0, stateName: 'Recibida' }],
    },
    requestsForChanges: [],
    supervisorEdits: [],
    pdfDownloadCode: 'Abc23defGHJk',
    author: { userId: null, username: 'ana', firstName: 'Ana', lastName: 'Paz', inspectorId: 'L-12' },
    incident: null,
    paymentOrderId: null,
    electronicSignatureId: null,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...extra,
  });
}

/** Answers: a note, two colours, no date; two trees; 'Rotura' chosen with its detail. */
function answered(): AnsweredSection[] {
  const sections = clone(blankSections(template));
  sections[0]!.rows[0]!.answers[0]!.value = 'Cerco caído';
  sections[0]!.rows[0]!.answers[1]!.selected = [1, 0];
  sections[1]!.rows = [clone(sections[1]!.rows[0]!), clone(sections[1]!.rows[0]!)];
  sections[1]!.rows[0]!.answers[0]!.value = 'Jacarandá';
  sections[1]!.rows[1]!.answers[0]!.value = 'Tipa';
  sections[2]!.rows[0]!.conditions[0]!.checked = true;
  sections[2]!.rows[0]!.conditions[0]!.answers[0]!.value = 'Vereda rota';
  return sections;
}

const questionsOf = (model: ReturnType<typeof recordModel>) =>
  model.sections.flatMap((section) => section.groups.flatMap((group) => group.questions));

describe('the record of an answer', () => {
  it('prints the header facts, each copy of a repeatable section and only the chosen conditions', () => {
    const model = recordModel(documentOf(answered()), { removeUnanswered: false }, text, 'es');
    expect(model.title).toBe('Inspección de obra');
    expect(model.facts).toEqual(
      expect.arrayContaining([
        { label: 'Código', value: 'CBA-7' },
        { label: 'Contestada por', value: 'Ana Paz (ana)' },
        { label: 'Legajo', value: 'L-12' },
        { label: 'Dirección', value: 'Av. Colón 100' },
        { label: 'Coordenadas', value: '-31.420100, -64.188800' },
        { label: 'Estado actual', value: 'Recibida' },
        { label: 'Código de descarga', value: 'Abc23defGHJk' },
      ]),
    );
    expect(model.sections.map((section) => section.heading)).toEqual([
      'Datos',
      'Árboles — Copia 1',
      'Árboles — Copia 2',
      'Problemas',
    ]);
    // Options in the form's order, whatever the order they were checked in.
    expect(questionsOf(model).find((q) => q.label === 'Color')!.value).toBe('Rojo, Verde');
    const problems = model.sections[3]!.groups;
    expect(problems.map((group) => group.heading)).toEqual(['Rotura']);
    expect(problems[0]!.questions).toMatchObject([{ label: 'Detalle', value: 'Vereda rota' }]);
    expect(model.signatures).toEqual([
      expect.objectContaining({ title: 'Inspector', signatory: 'Íñigo Peña' }),
      expect.objectContaining({ title: 'Vecino', signatory: '', file: null }),
    ]);
    expect(model.history).toHaveLength(1);
  });

  it('leaves the unanswered questions (and copies with nothing left) out only when the settings say so', () => {
    const document = documentOf(answered());
    const all = questionsOf(recordModel(document, { removeUnanswered: false }, text, 'es'));
    expect(all.map((q) => q.label)).toContain('Fecha');
    expect(all.find((q) => q.label === 'Fecha')!.value).toBe('');
    const kept = questionsOf(recordModel(document, { removeUnanswered: true }, text, 'es'));
    expect(kept.map((q) => q.label)).not.toContain('Fecha');
    expect(kept.map((q) => q.label)).toEqual(all.filter((q) => q.value !== '').map((q) => q.label));
    const blank = clone(blankSections(template));
    const empty = recordModel(documentOf(blank), { removeUnanswered: true }, text, 'es');
    expect(empty.sections).toEqual([]);
  });

  it('prints the answers as corrected, each correction as a numbered note with the value before', () => {
    const stored = answered();
    const corrected = clone(stored);
    corrected[0]!.rows[0]!.answers[0]!.value = 'Cerco reparado';
    corrected[2]!.rows[0]!.conditions[1]!.checked = true;
    const changes = correctionDiff(template, { sections: stored, location: null }, [], {
      sections: corrected,
      location: null,
    })!;
    const edit = { madeBy: { email: 's@x.test', username: 'sofia' }, sentAt: '2025-06-02T10:00:00.000Z' };
    const model = recordModel(
      documentOf(stored, { supervisorEdits: [{ ...edit, ...changes }] }),
      { removeUnanswered: false },
      text,
      'es',
    );
    const note = questionsOf(model).find((q) => q.label === 'Nota')!;
    expect(note.value).toBe('Cerco reparado');
    expect(note.note).not.toBeNull();
    expect(model.notes[note.note! - 1]).toMatch(
      /^Corregido por sofia el 02\/06\/2025 - \d\d:\d\d\. Antes: «Cerco caído»\.$/,
    );
    const added = model.sections[3]!.groups.find((group) => group.heading === 'Suciedad')!;
    expect(model.notes[added.note! - 1]).toMatch(/^Agregado en una corrección por sofia/);
    expect(model.notes).toHaveLength(2);
  });

  it('uses the reader’s language for the form’s texts where the form has them', () => {
    const model = recordModel(documentOf(answered()), { removeUnanswered: false }, text, 'en');
    expect(model.title).toBe('Building inspection');
    expect(questionsOf(model).find((q) => q.label === 'Color')!.value).toBe('Red, Verde');
  });
});
