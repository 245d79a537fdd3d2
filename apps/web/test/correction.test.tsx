import {
  blankSections,
  formTemplateSchema,
  type AnswerCompletionInput,
  type AnswerCorrectionInput,
  type AnswerDetail,
  type AnsweredSection,
  type AnsweringForm,
  type FormTemplate,
  type FormTemplateInput,
  type Role,
} from '@cabildo/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { correctionRow, storedDate } from '../src/features/answering/lib/answerState.ts';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

const FORM_ID = '00000000-0000-4000-8000-000000000f21';
const ANSWER_ID = '00000000-0000-4000-8000-00000000c001';
const AREA_ID = '00000000-0000-4000-8000-000000000a01';

const options = (texts: string[]) => texts.map((text, order) => ({ order, text }));
const states = {
  available: [
    { id: 0, name: 'Abierta', transitions: [1] },
    { id: 1, name: 'En revisión', transitions: [2] },
    { id: 2, name: 'Cerrada', transitions: [] },
    { id: 3, name: 'Anulada', transitions: [] },
  ],
  initial: 0,
};

/** A form with date and time questions in a simple and in a repeatable section. */
const correctionTemplate = (extra: Partial<FormTemplateInput> = {}) =>
  formTemplateSchema.parse({
    title: 'Inspección de obras',
    areaIds: [AREA_ID],
    states,
    sections: [
      {
        id: 'datos',
        order: 0,
        title: 'Datos',
        questions: [
          { id: 'nombre', order: 0, title: 'Nombre', kind: 'open', required: true },
          { id: 'fecha', order: 1, title: 'Fecha', kind: 'open', dataType: 'date' },
          { id: 'hora', order: 2, title: 'Hora', kind: 'open', dataType: 'time' },
        ],
      },
      {
        id: 'visitas',
        order: 1,
        title: 'Visitas',
        repeatable: true,
        questions: [
          { id: 'dia', order: 0, title: 'Día de visita', kind: 'open', dataType: 'date' },
          { id: 'hora-visita', order: 1, title: 'Hora de visita', kind: 'open', dataType: 'time' },
          { id: 'trabajo', order: 2, title: 'Trabajo', kind: 'open' },
          {
            id: 'materiales',
            order: 3,
            title: 'Materiales',
            kind: 'multiple',
            options: options(['Arena', 'Cal']),
          },
        ],
      },
    ],
    ...extra,
  });

/** A form to complete: one answered and two unanswered questions, a conditional section, two signatures. */
const editTemplate = formTemplateSchema.parse({
  title: 'Relevamiento de veredas',
  areaIds: [AREA_ID],
  states,
  signatures: [
    { index: 0, title: 'Firma del vecino', type: 'both', signatory: 'citizen' },
    { index: 1, title: 'Inspector actuante', type: 'both', signatory: 'staff' },
  ],
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos',
      questions: [
        { id: 'nombre', order: 0, title: 'Nombre', kind: 'open' },
        { id: 'telefono', order: 1, title: 'Teléfono', kind: 'open' },
        { id: 'metros', order: 2, title: 'Metros', kind: 'open', dataType: 'integer' },
      ],
    },
    {
      id: 'estado',
      order: 1,
      title: 'Estado',
      conditional: true,
      singleCondition: true,
      conditions: [
        {
          order: 0,
          text: 'Rota',
          questions: [{ id: 'detalle', order: 0, title: 'Detalle', kind: 'open', required: true }],
        },
        { order: 1, text: 'Sana', questions: [] },
      ],
    },
  ],
});

function filledSections(template: FormTemplate): AnsweredSection[] {
  const sections = blankSections(template);
  sections[0]!.rows[0]!.answers[0]!.value = 'Ana';
  return sections;
}

function detailOf(template: FormTemplate, sections: AnsweredSection[]): AnswerDetail {
  const now = new Date().toISOString();
  return {
    id: ANSWER_ID,
    formId: FORM_ID,
    code: 'CBA-31',
    createdAt: now,
    updatedAt: now,
    actions: { correct: true, complete: true, changeState: true, delete: true },
    signatureEditable: false,
    document: {
      version: 1,
      formId: FORM_ID,
      code: 'CBA-31',
      mode: 'internal',
      language: 'es',
      template,
      municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', managementId: null },
      sections,
      citizen: null,
      location: null,
      asset: null,
      signatures: [],
      observations: '',
      state: { available: template.states.available, initial: 0, current: 1, history: [] },
      requestsForChanges: [],
      supervisorEdits: [],
      pdfDownloadCode: null,
      author: { userId: null, username: 'ana', firstName: 'Ana', lastName: 'Pérez', inspectorId: null },
      incident: null,
      paymentOrderId: null,
      electronicSignatureId: null,
      createdAt: now,
      updatedAt: now,
    },
  };
}

const settingsOf = (template: FormTemplate): AnsweringForm => ({
  id: FORM_ID,
  template,
  municipality: {
    id: '00000000-0000-4000-8000-000000000101',
    name: 'Córdoba',
    latitude: -31.42,
    longitude: -64.18,
    skipAssetLookup: false,
    buttonColor: null,
  },
  canSendEmail: false,
  videoAllowed: false,
  photoMaxSide: 2048,
});

type Put = { url: string; body: unknown };

/** The answer's API: detail, corrected answers, the form's settings, and the saves answered by `reply`. */
function stubAnswer({
  template,
  sections = filledSections(template),
  role = 'ROLE_SUPERVISOR_CORRECTOR',
  reply = () => ({
    status: 200,
    body: { id: ANSWER_ID, formId: FORM_ID, updatedAt: new Date().toISOString() },
  }),
  found = true,
  adjust = (detail) => detail,
}: {
  template: FormTemplate;
  sections?: AnsweredSection[];
  role?: Role;
  reply?: (put: Put) => Reply;
  found?: boolean;
  /** Changes to the answer as the server sends it (signatures, the form's options). */
  adjust?: (detail: AnswerDetail) => AnswerDetail;
}) {
  const puts: Put[] = [];
  const detail = adjust(detailOf(template, sections));
  const missing: Reply = {
    status: 404,
    body: { error: { code: 'NOT_FOUND', message: 'Answer not found.' } },
  };
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/me') return { status: 200, body: meFor(role) };
    if (url.startsWith(`/api/answering/forms/${FORM_ID}?mode=`))
      return { status: 200, body: settingsOf(template) };
    if (url === `/api/answers/${ANSWER_ID}` && method === 'GET')
      return found ? { status: 200, body: detail } : missing;
    if (url === `/api/answers/${ANSWER_ID}/corrected`)
      return found ? { status: 200, body: { sections, location: null } } : missing;
    if (method === 'PUT') {
      const put = { url, body: JSON.parse(String(init!.body)) as unknown };
      puts.push(put);
      return reply(put);
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
  });
  return puts;
}

async function open(path: string, heading: string) {
  const rendered = await renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const noChangesReply: Reply = {
  status: 409,
  body: { error: { code: 'NO_CHANGES', message: 'x' } },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('correction view rules', () => {
  it('a copy added while correcting has blank answers, choices unchecked and today in its dates', () => {
    const section = correctionTemplate().sections[1]!;
    const row = correctionRow(section, '2025-06-02');
    expect(row.answers.map((answer) => [answer.questionId, answer.value, answer.selected])).toEqual([
      ['dia', '2025-06-02', []],
      ['hora-visita', '', []],
      ['trabajo', '', []],
      ['materiales', '', []],
    ]);
    expect(storedDate(new Date(2025, 0, 9))).toBe('2025-01-09');
  });
});

describe('correction screen', { timeout: 30_000 }, () => {
  it('disables date and time fields unless their section is repeatable; a new copy starts today', async () => {
    stubAnswer({ template: correctionTemplate() });
    const { user } = await open(`/correctForm/${ANSWER_ID}`, 'Inspección de obras');
    expect(field('Nombre')).toBeEnabled();
    expect(field('Fecha')).toBeDisabled();
    expect(field('Hora')).toBeDisabled();
    expect(field('Día de visita')).toBeEnabled();
    expect(field('Hora de visita')).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Add another copy' }));
    const days = screen.getAllByRole('textbox', { name: 'Día de visita' });
    expect(days).toHaveLength(2);
    const today = new Date();
    const shown = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    expect(days[1]).toHaveValue(shown);
    expect(screen.getAllByRole('textbox', { name: 'Trabajo' })[1]).toHaveValue('');
    expect(screen.getAllByRole('checkbox', { name: 'Cal' })[1]).not.toBeChecked();
  });

  it("says 'There are no changes' without saving when nothing changed, and when the server says so", async () => {
    const puts = stubAnswer({ template: correctionTemplate(), reply: () => noChangesReply });
    const { user } = await open(`/correctForm/${ANSWER_ID}`, 'Inspección de obras');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'There are no changes' });
    expect(dialog).toHaveAccessibleDescription(
      'You must make at least one change before you can save the answer.',
    );
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(field('Trabajo'), 'Zanjeo');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const again = await screen.findByRole('dialog', { name: 'There are no changes' });
    expect(puts).toHaveLength(1);
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Trabajo')).toHaveValue('Zanjeo');
  });

  it('blocks saving while offline, with a notice, until the connection comes back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const puts = stubAnswer({ template: correctionTemplate() });
    const { user } = await open(`/correctForm/${ANSWER_ID}`, 'Inspección de obras');
    expect(screen.getByText(/There is no internet connection/)).toBeInTheDocument();
    await user.type(field('Nombre'), ' María');
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeDisabled();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/There is no internet connection/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(puts).toHaveLength(1));
  });

  it('asks before leaving with unsaved changes, in the app and when the tab closes', async () => {
    stubAnswer({ template: correctionTemplate() });
    const { user, router } = await open(`/correctForm/${ANSWER_ID}`, 'Inspección de obras');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.type(field('Nombre'), ' María');
    expect(unload()).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'Cancel correction' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/correctForm/${ANSWER_ID}`);
    expect(field('Nombre')).toHaveValue('Ana María');

    await user.click(screen.getAllByRole('button', { name: 'Cancel correction' })[1]!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ver/${ANSWER_ID}`));
  });

  it('cancelling an unchanged correction in the inspection view goes to /cis/ver at once', async () => {
    stubAnswer({ template: correctionTemplate() });
    const { user, router } = await open(`/cis/editar/${ANSWER_ID}`, 'Inspección de obras');
    await user.click(screen.getAllByRole('button', { name: 'Cancel correction' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cis/ver/${ANSWER_ID}`));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('saves the corrected answers and goes to the answer with the success message', async () => {
    const puts = stubAnswer({ template: correctionTemplate({ options: { geolocation: true } }) });
    const { user, router } = await open(`/correctForm/${ANSWER_ID}`, 'Inspección de obras');
    // Correction view: the map stays (it loads on demand), its address search does not.
    expect(await screen.findByRole('group', { name: 'Map of the answer' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search an address' })).not.toBeInTheDocument();

    await user.type(field('Nombre'), ' María');
    await user.click(screen.getByRole('checkbox', { name: 'Arena' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ver/${ANSWER_ID}`));
    expect(await screen.findByText('The answer was saved successfully')).toBeInTheDocument();

    expect(puts.map((put) => put.url)).toEqual([`/api/answers/${ANSWER_ID}/correction`]);
    const body = puts[0]!.body as AnswerCorrectionInput;
    expect(body.sections[0]!.rows[0]!.answers?.[0]?.value).toBe('Ana María');
    expect(body.sections[1]!.rows[0]!.answers?.[3]?.selected).toEqual([0]);
    expect(body.stateId).toBeNull();
    expect(body.clientSubmissionId).toMatch(/^[0-9a-f-]{36}$/);
    // The citizen did not change: it is left out and the stored one stays.
    expect('citizen' in body).toBe(false);
  });

  it('forms with incident types by state choose the state first, among the current one and its transitions', async () => {
    const puts = stubAnswer({ template: correctionTemplate({ options: { incidentsByState: true } }) });
    const { user } = await open(`/correctForm/${ANSWER_ID}`, 'Inspección de obras');
    await user.type(field('Trabajo'), 'Zanjeo');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'State of the answer' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['En revisión (current)', 'Cerrada']);
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Cerrada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save in this state' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.body as AnswerCorrectionInput).stateId).toBe(2);
  });

  it('a failed save shows the catalogue text and keeps what was typed', async () => {
    stubAnswer({
      template: correctionTemplate(),
      reply: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    });
    const { user, router } = await open(`/correctForm/${ANSWER_ID}`, 'Inspección de obras');
    await user.type(field('Nombre'), ' María');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(
      await screen.findByText('There was an error saving the answer, please try again'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/correctForm/${ANSWER_ID}`);
    expect(field('Nombre')).toHaveValue('Ana María');
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeEnabled();
  });

  it('says when the answer does not exist', async () => {
    stubAnswer({ template: correctionTemplate(), found: false });
    await renderApp(`/correctForm/${ANSWER_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'The answer does not exist.' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('edit answer screen', { timeout: 30_000 }, () => {
  // jsdom draws nothing: the signature pads get a 2D context that accepts every call.
  beforeEach(() => {
    const context = new Proxy({} as Record<string, unknown>, {
      get: (target, key) => (key in target ? target[key as string] : () => undefined),
      set: (target, key, value) => {
        target[key as string] = value;
        return true;
      },
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  });

  it('shows the warning, keeps answered questions and signed or citizen blocks disabled', async () => {
    stubAnswer({ template: editTemplate, role: 'ROLE_SUPERVISOR' });
    await open(`/respuestas/actualizar/${ANSWER_ID}`, 'Relevamiento de veredas');
    expect(
      screen.getByText(
        'Only incomplete answers can be modified, and only the questions still unanswered are editable.',
      ),
    ).toBeInTheDocument();
    expect(field('Nombre')).toBeDisabled();
    expect(field('Teléfono')).toBeEnabled();
    expect(field('Metros')).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Firma del vecino' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('group', { name: 'Inspector actuante' })).not.toHaveAttribute('aria-disabled');
    // Copies and conditions already chosen stay: a condition may still be checked where none was.
    expect(screen.getByRole('checkbox', { name: 'Rota' })).toBeEnabled();
  });

  describe('signed answers (issue 13: a signature locks its block, not the answer)', () => {
    const signature = (index: number) => ({
      index,
      file: {
        id: `00000000-0000-4000-8000-00000000005${index}`,
        url: `/api/files/firma-${index}`,
        name: 'firma.png',
        contentType: 'image/png',
        size: 10,
      },
      signatoryName: index === 0 ? 'Vecina Pérez' : 'Inspector Gómez',
    });
    const signed =
      (signatureEditable: boolean, blocks = [0, 1]) =>
      (detail: AnswerDetail): AnswerDetail => ({
        ...detail,
        signatureEditable,
        document: { ...detail.document, signatures: blocks.map(signature) },
      });

    it('completes a citizen-signed answer: only the signed blocks stay disabled', async () => {
      const puts = stubAnswer({ template: editTemplate, role: 'ROLE_SUPERVISOR', adjust: signed(false) });
      const { user } = await open(`/respuestas/actualizar/${ANSWER_ID}`, 'Relevamiento de veredas');
      expect(screen.getByRole('group', { name: 'Firma del vecino' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(screen.getByRole('group', { name: 'Inspector actuante' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(field('Teléfono')).toBeEnabled();
      expect(screen.getByRole('combobox', { name: 'State' })).not.toHaveAttribute('aria-disabled');
      await user.type(field('Teléfono'), '351 555 0101');
      await user.click(screen.getByRole('button', { name: 'Save answer' }));
      await waitFor(() => expect(puts).toHaveLength(1));
      // The stored signatures go back as they are.
      expect((puts[0]!.body as AnswerCompletionInput).signatures).toEqual([signature(0), signature(1)]);
    });

    it('lets staff sign a signed staff block again where the form keeps signatures editable, never the citizen one', async () => {
      stubAnswer({ template: editTemplate, role: 'ROLE_SUPERVISOR', adjust: signed(true) });
      await open(`/respuestas/actualizar/${ANSWER_ID}`, 'Relevamiento de veredas');
      expect(screen.getByRole('group', { name: 'Firma del vecino' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(screen.getByRole('group', { name: 'Inspector actuante' })).not.toHaveAttribute('aria-disabled');
    });

    it('corrects a signed answer', async () => {
      const template = correctionTemplate({
        signatures: [{ index: 0, title: 'Firma del vecino', type: 'both', signatory: 'citizen' }],
      });
      stubAnswer({ template, adjust: signed(false, [0]) });
      await open(`/correctForm/${ANSWER_ID}`, 'Inspección de obras');
      expect(field('Nombre')).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Save answer' })).toBeEnabled();
    });
  });

  it('keeps the floating save disabled, with its tooltip, while an answer is invalid', async () => {
    stubAnswer({ template: editTemplate, role: 'ROLE_SUPERVISOR' });
    const { user } = await open(`/respuestas/actualizar/${ANSWER_ID}`, 'Relevamiento de veredas');
    const save = screen.getByRole('button', { name: 'Save answer' });
    expect(save).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Rota' }));
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Check that all the answers are valid');
    await user.hover(save.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Check that all the answers are valid');

    await user.type(field('Detalle'), 'Baldosas flojas');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('enables only the transitions of the current state and saves the completion, then goes to the list', async () => {
    const sections = filledSections(editTemplate);
    sections[1]!.rows[0]!.conditions[1]!.checked = true;
    const puts = stubAnswer({ template: editTemplate, role: 'ROLE_SUPERVISOR', sections });
    const { user, router } = await open(`/respuestas/actualizar/${ANSWER_ID}`, 'Relevamiento de veredas');
    // A copy with a checked condition keeps it.
    expect(screen.getByRole('checkbox', { name: 'Rota' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Sana' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('aria-disabled') !== 'true']),
    ).toEqual([
      ['Abierta', false],
      ['En revisión (current)', true],
      ['Cerrada', true],
      ['Anulada', false],
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'Cerrada' }));
    await user.type(field('Teléfono'), '351 555 0101');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/respuestas/listado/${FORM_ID}`));
    expect(await screen.findByText('The answer was saved successfully')).toBeInTheDocument();
    expect(puts.map((put) => put.url)).toEqual([`/api/answers/${ANSWER_ID}/completion`]);
    const body = puts[0]!.body as AnswerCompletionInput;
    expect(body.stateId).toBe(2);
    expect(body.sections[0]!.rows[0]!.answers?.[1]?.value).toBe('351 555 0101');
    expect(body.signatures).toEqual([]);
  });

  it('says when there is no answer to edit', async () => {
    stubAnswer({ template: editTemplate, role: 'ROLE_SUPERVISOR', found: false });
    await renderApp(`/respuestas/actualizar/${ANSWER_ID}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'An answer to edit could not be found.' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('An error occurred while loading the answer to edit.'),
    ).toBeInTheDocument();
  });

  it('is forbidden to roles that cannot complete answers', async () => {
    stubAnswer({ template: editTemplate, role: 'ROLE_INSPECTOR' });
    await renderApp(`/respuestas/actualizar/${ANSWER_ID}`);
    expect(await screen.findByRole('link', { name: /home/i }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Relevamiento de veredas' })).not.toBeInTheDocument();
  });
});

describe('correction catalogue', () => {
  it('holds the spec words in Spanish', async () => {
    const { i18next, setupI18n } = await import('../src/i18n/index.ts');
    await setupI18n('en');
    const es = i18next.getFixedT('es');
    expect(es('correction.correct.saveFailed')).toBe(
      'Hubo un error al guardar la respuesta, por favor intente nuevamente',
    );
    expect(es('correction.edit.saveFailed')).toBe('Ha ocurrido un error al guardar la respuesta.');
    expect(es('correction.edit.loadFailed')).toBe('Ha ocurrido un error al cargar la respuesta para editar.');
    expect(es('correction.edit.saved')).toBe('La respuesta se guardó correctamente');
    expect(es('correction.load.notFound')).toBe('No existe la respuesta.');
  });
});
