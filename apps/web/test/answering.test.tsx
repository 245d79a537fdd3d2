import {
  blankSections,
  formTemplateSchema,
  type AnswerDetail,
  type AnsweringForm,
  type AnswerSubmission,
  type FormTemplateInput,
  type QuestionAnswer,
  type SavedAnswer,
} from '@cabildo/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankState, toSubmission } from '../src/features/answering/lib/answerState.ts';
import { restoreDraft } from '../src/features/answering/lib/draftRestore.ts';
import {
  loadDraft,
  loadQueued,
  queueSubmission,
  saveDraft,
  type DraftKey,
  type QueuedSubmission,
} from '../src/features/answering/lib/draftStore.ts';
import { outcomeOf } from '../src/features/answering/hooks/useOutbox.ts';
import { ApiError } from '../src/api/client.ts';
import { meFor, renderApp, stubApi, unauthenticated, type Reply } from './render.tsx';

const options = (texts: string[]) => texts.map((text, order) => ({ order, text }));
const NEIGHBOURHOODS = [
  'Centro',
  'Alberdi',
  'General Paz',
  'Nueva Córdoba',
  'Güemes',
  'San Vicente',
  'Alta Córdoba',
  'Cofico',
  'Jardín',
  'Cerro de las Rosas',
  'Villa Belgrano',
  'Argüello',
];

const template: FormTemplateInput = {
  title: 'Relevamiento de prueba',
  titleAlt: { en: 'Test survey' },
  description: 'Descripción original',
  descriptionAlt: { en: 'A form to try every widget.' },
  areaIds: ['00000000-0000-4000-8000-000000000a01'],
  options: { public: true },
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos',
      titleAlt: { en: 'Data' },
      questions: [
        { id: 'nombre', order: 0, title: 'Nombre', titleAlt: { en: 'Name' }, kind: 'open', required: true },
        { id: 'cantidad', order: 1, title: 'Cantidad', kind: 'open', dataType: 'integer' },
        { id: 'monto', order: 2, title: 'Monto', kind: 'open', dataType: 'decimal' },
        { id: 'fecha', order: 3, title: 'Fecha', kind: 'open', dataType: 'date' },
        { id: 'hora', order: 4, title: 'Hora', kind: 'open', dataType: 'time' },
        {
          id: 'colores',
          order: 5,
          title: 'Colores',
          kind: 'multiple',
          options: [
            { order: 0, text: 'Rojo', textAlt: { en: 'Red' } },
            { order: 1, text: 'Verde', textAlt: { en: 'Green' } },
          ],
        },
        { id: 'acepto', order: 6, title: 'Acepto', kind: 'single', required: true, options: options(['Sí']) },
        { id: 'barrio', order: 7, title: 'Barrio', kind: 'single', options: options(NEIGHBOURHOODS) },
        { id: 'conforme', order: 8, title: 'Conforme', kind: 'yesno' },
      ],
    },
    {
      id: 'estado',
      order: 1,
      title: 'Estado',
      required: true,
      conditional: true,
      singleCondition: true,
      conditions: [
        {
          order: 0,
          text: 'Bien',
          questions: [{ id: 'detalle', order: 0, title: 'Detalle', kind: 'open', required: true }],
        },
        { order: 1, text: 'Mal', questions: [{ id: 'grave', order: 0, title: 'Grave', kind: 'yesno' }] },
      ],
    },
    {
      id: 'visitas',
      order: 2,
      title: 'Visitas',
      repeatable: true,
      questions: [{ id: 'trabajo', order: 0, title: 'Trabajo', kind: 'open' }],
    },
  ],
};

function answeringForm(id: string): AnsweringForm {
  return {
    id,
    template: formTemplateSchema.parse(template),
    municipality: {
      id: '00000000-0000-4000-8000-000000000101',
      name: 'Córdoba',
      latitude: -31.42,
      longitude: -64.18,
      skipAssetLookup: false,
      buttonColor: '#7b1fa2',
    },
    canSendEmail: false,
    videoAllowed: false,
    photoMaxSide: 2048,
  };
}

/** The answer as the server gives it back: the name typed and the chosen state. */
function detailOf(form: AnsweringForm, saved: SavedAnswer): AnswerDetail {
  const sections = blankSections(form.template);
  sections[0]!.rows[0]!.answers[0]!.value = 'Ana';
  const now = new Date().toISOString();
  return {
    id: saved.id,
    formId: saved.formId,
    code: saved.code,
    createdAt: now,
    updatedAt: now,
    actions: { correct: true, complete: true, changeState: true, delete: true },
    signatureEditable: false,
    document: {
      version: 1,
      formId: saved.formId,
      code: saved.code,
      mode: 'internal',
      language: 'en',
      template: form.template,
      municipality: { id: form.municipality.id, name: 'Córdoba', managementId: null },
      sections,
      citizen: null,
      location: null,
      asset: null,
      signatures: [],
      observations: '',
      state: { available: form.template.states.available, initial: 0, current: 1, history: [] },
      requestsForChanges: [],
      supervisorEdits: [],
      pdfDownloadCode: null,
      author: { userId: null, username: 'someone', firstName: 'Ana', lastName: 'Pérez', inspectorId: null },
      incident: null,
      paymentOrderId: null,
      electronicSignatureId: null,
      createdAt: now,
      updatedAt: now,
    },
  };
}

const ANSWER_ID = '00000000-0000-4000-8000-00000000a001';
let counter = 0;
/** A new form id per test: drafts are kept per form on the "device". */
const newFormId = () => `00000000-0000-4000-8000-${String(7000 + ++counter).padStart(12, '0')}`;

type Saved = { submissions: AnswerSubmission[]; vouchers: unknown[] };
type Save = (body: AnswerSubmission, init: RequestInit) => Reply | Promise<Reply>;

/** The network of a public form: its opening answered by `open`, its save by `save`. */
function stubAnswering({
  save = () => ({ status: 200 }),
  open,
  formId = newFormId(),
}: { save?: Save; open?: Reply; formId?: string } = {}) {
  const saved: Saved = { submissions: [], vouchers: [] };
  const calls = stubApi(async (url, init) => {
    if (url === '/api/auth/me') return unauthenticated;
    if (url === `/api/answering/forms/${formId}?mode=public`)
      return open ?? { status: 200, body: answeringForm(formId) };
    if (url === `/api/answering/forms/${formId}/answers?mode=public` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as AnswerSubmission;
      saved.submissions.push(body);
      const reply = await save(body, init);
      return reply.status === 200 && reply.body === undefined
        ? {
            status: 200,
            body: {
              id: ANSWER_ID,
              formId,
              code: 'CBA-7',
              pdfDownloadCode: null,
            },
          }
        : reply;
    }
    if (url === `/api/public/answers/${ANSWER_ID}/voucher` && init?.method === 'POST') {
      saved.vouchers.push(JSON.parse(String(init.body)));
      return { status: 200, body: new TextEncoder().encode('%PDF-1.7') };
    }
    throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
  });
  const requested = () => calls.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  return { formId, saved, calls, requested };
}

/** The public answer screen of a fresh form, with the save answered by `save`. */
async function openForm(save?: Save, formId?: string, heading = 'Test survey') {
  const stub = stubAnswering({ save, formId });
  const rendered = await renderApp(`/publico/contestar/${stub.formId}`);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
  return { ...rendered, ...stub, user: userEvent.setup({ delay: null }) };
}

/** Where a public form's answer is kept on the device. */
const keyOf = (formId: string): DraftKey => ({ formId, mode: 'public', owner: 'public' });

/** An answer that passes (name and a condition), as the state kept on the device. */
function typedAnswer(formId: string) {
  const state = blankState(answeringForm(formId).template);
  state.sections[0]!.rows[0]!.answers[0]!.value = 'Ana';
  state.sections[1]!.rows[0]!.conditions[1]!.checked = true;
  return state;
}

/** What an earlier visit left on the device: the draft and its save, queued and never confirmed. */
async function leftQueued(formId: string) {
  const state = typedAnswer(formId);
  const queued: QueuedSubmission = {
    submission: toSubmission(state, 'en', null),
    withEmail: false,
    publicForm: true,
    queuedAt: new Date().toISOString(),
  };
  await saveDraft(keyOf(formId), state);
  await queueSubmission(keyOf(formId), queued);
  return queued;
}

/** A reply held back until the test lets it go. */
function heldReply() {
  let release: (reply: Reply) => void = () => undefined;
  const reply = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

const savedPath = /^\/publico\/guardado\//;

const section = (name: RegExp) => screen.getByRole('region', { name });
const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

// Typing through MUI fields in jsdom is slow on a busy machine.
describe('answer screen', { timeout: 60_000 }, () => {
  it('shows the texts in the stored language and keeps every value in its format', async () => {
    const { user } = await openForm();
    expect(screen.getByText('A form to try every widget.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Data' })).toBeInTheDocument();

    // Numbers are kept as typed, never rewritten: an invalid one is said until it is corrected.
    await user.type(screen.getByRole('textbox', { name: 'Cantidad' }), '12,5');
    expect(field('Cantidad')).toHaveValue('12,5');
    expect(screen.getByText('You must answer with a valid whole number.')).toBeInTheDocument();
    await user.type(field('Cantidad'), '{Backspace}{Backspace}5');
    expect(field('Cantidad')).toHaveValue('125');
    expect(screen.queryByText('You must answer with a valid whole number.')).not.toBeInTheDocument();
    await user.type(field('Monto'), '3.4');
    expect(field('Monto')).toHaveValue('3.4');
    expect(screen.getByText('You must answer with a valid decimal number.')).toBeInTheDocument();
    await user.type(field('Fecha'), '05032024');
    expect(field('Fecha')).toHaveValue('05/03/2024');
    await user.type(field('Hora'), '0930');
    expect(field('Hora')).toHaveValue('09:30');
    await user.click(screen.getByRole('checkbox', { name: 'Green' }));
    expect(screen.getByRole('checkbox', { name: 'Green' })).toBeChecked();

    // A required single choice with one option comes checked.
    expect(
      within(screen.getByRole('radiogroup', { name: /Acepto/ })).getByRole('radio', { name: 'Sí' }),
    ).toBeChecked();

    // Over 10 options: a searchable list — a search over the radios, accents aside.
    const barrio = screen.getByRole('radiogroup', { name: 'Barrio' });
    expect(within(barrio).getAllByRole('radio').length).toBeGreaterThan(10);
    await user.type(screen.getByRole('searchbox', { name: 'Search in Barrio' }), 'guem');
    expect(
      within(barrio)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Güemes']);
    await user.click(within(barrio).getByRole('radio', { name: 'Güemes' }));
    // The chosen option stays in view whatever is searched next.
    await user.clear(screen.getByRole('searchbox', { name: 'Search in Barrio' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search in Barrio' }), 'centro');
    expect(within(barrio).getByRole('radio', { name: 'Güemes' })).toBeChecked();

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Conforme' })).getByRole('radio', { name: 'No' }),
    );
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('points at what is missing after a save attempt and sends nothing', async () => {
    const { user, saved } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save answer' }));

    expect(await screen.findByText('Some required fields are missing.')).toBeInTheDocument();
    expect(screen.getByText('* Required answer')).toBeInTheDocument();
    expect(screen.getByText('* Conditional section required')).toBeInTheDocument();
    expect(saved.submissions).toHaveLength(0);

    // The messages follow the answers as they are fixed.
    await user.type(field('Name'), 'Ana');
    expect(screen.queryByText('* Required answer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    expect(screen.queryByText('* Conditional section required')).not.toBeInTheDocument();
  });

  it('moves the focus to the first problem of a failed save, then to the saved page heading', async () => {
    const { user } = await openForm();
    // The first load leaves the focus where the browser puts it.
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(field('Name')).toHaveFocus());

    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const heading = await screen.findByRole(
      'heading',
      { name: 'The answer was registered successfully', level: 1 },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves the focus to the reason a save was refused', async () => {
    const { user } = await openForm(() => ({
      status: 403,
      body: { error: { code: 'FORM_NOT_IN_AREAS', message: 'x' } },
    }));
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('an invalid number blocks the save and is kept; the Spanish texts are the spec words', async () => {
    localStorage.setItem('language', 'es');
    const { user, saved } = await openForm(undefined, undefined, 'Relevamiento de prueba');
    await user.type(field('Nombre'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.type(field('Cantidad'), '12,5');
    await user.type(field('Monto'), '7,125');
    await user.click(screen.getByRole('button', { name: 'Guardar respuesta' }));
    expect(screen.getByText('Debe contestar con un número entero válido.')).toBeInTheDocument();
    expect(screen.getByText('Debe contestar con un número decimal válido.')).toBeInTheDocument();
    expect(field('Cantidad')).toHaveValue('12,5');
    expect(field('Monto')).toHaveValue('7,125');
    expect(saved.submissions).toHaveLength(0);
  });

  it('says the length limit of an answer in the field, before saving', async () => {
    const { user, saved } = await openForm();
    await user.click(field('Name'));
    await user.paste('x'.repeat(10_001));
    expect(field('Name')).toHaveValue('x'.repeat(10_001));
    expect(screen.getByText('10,001 of 10,000 characters')).toBeInTheDocument();
    expect(screen.getByText('The answer cannot be longer than 10,000 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(saved.submissions).toHaveLength(0);
  });

  it('single-mode conditions disable the others, and unchecking one clears its answers', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('checkbox', { name: 'Bien' }));
    expect(screen.getByRole('checkbox', { name: 'Mal' })).toBeDisabled();
    await user.type(field('Detalle'), 'Todo en orden');

    await user.click(screen.getByRole('checkbox', { name: 'Bien' }));
    expect(screen.getByRole('checkbox', { name: 'Mal' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Bien' }));
    expect(field('Detalle')).toHaveValue('');
  });

  it('adds and removes copies of a repeatable section, numbered in order', async () => {
    const { user } = await openForm();
    const visits = section(/^Visitas/);
    expect(within(visits).getByText('Copy 1')).toBeInTheDocument();
    expect(within(visits).queryByRole('button', { name: 'Remove copy 1' })).not.toBeInTheDocument();

    await user.click(within(visits).getByRole('button', { name: 'Add another copy' }));
    await user.click(within(visits).getByRole('button', { name: 'Add another copy' }));
    expect(within(visits).getAllByRole('textbox', { name: 'Trabajo' })).toHaveLength(3);
    expect(screen.getByText('3 copies')).toBeInTheDocument();
    await user.type(within(visits).getAllByRole('textbox', { name: 'Trabajo' })[2]!, 'Tercera');

    await user.click(within(visits).getByRole('button', { name: 'Remove copy 2' }));
    const works = within(visits).getAllByRole('textbox', { name: 'Trabajo' });
    expect(works).toHaveLength(2);
    expect(works[1]).toHaveValue('Tercera');
    expect(within(visits).getByText('Copy 2')).toBeInTheDocument();
    expect(within(visits).queryByText('Copy 3')).not.toBeInTheDocument();
  });

  it("puts the focus on a new copy's first field, and on the next copy's when one is removed", async () => {
    const { user } = await openForm();
    const visits = section(/^Visitas/);
    await user.click(within(visits).getByRole('button', { name: 'Add another copy' }));
    await waitFor(() => expect(within(visits).getAllByRole('textbox', { name: 'Trabajo' })[1]).toHaveFocus());
    await user.keyboard('Segunda');
    await user.click(within(visits).getByRole('button', { name: 'Add another copy' }));
    await waitFor(() => expect(within(visits).getAllByRole('textbox', { name: 'Trabajo' })[2]).toHaveFocus());
    await user.keyboard('Tercera');

    await user.click(within(visits).getByRole('button', { name: 'Remove copy 2' }));
    const works = within(visits).getAllByRole('textbox', { name: 'Trabajo' });
    expect(works[1]).toHaveValue('Tercera');
    await waitFor(() => expect(works[1]).toHaveFocus());
  });

  it('keeps what was typed on the device: a new visit of the page finds it again', async () => {
    const first = await openForm();
    await first.user.type(field('Name'), 'Ana');
    await first.user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    // The draft is written a moment after the last change.
    await new Promise((resolve) => setTimeout(resolve, 500));
    cleanup();

    const again = await openForm(undefined, first.formId);
    expect(screen.getByText('We restored the answer you had started on this device.')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ana');
    expect(screen.getByRole('checkbox', { name: 'Mal' })).toBeChecked();

    await again.user.click(screen.getByRole('button', { name: 'Start over' }));
    await again.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start over' }),
    );
    expect(field('Name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Mal' })).not.toBeChecked();
  });

  it('collapses and expands every section at once', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Data' })).toHaveAttribute('aria-expanded', 'false'),
    );
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('button', { name: 'Data' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('saves what the domain expects, in the municipality colour, then shows the saved page', async () => {
    const { user, saved, router, formId } = await openForm();
    const save = screen.getByRole('button', { name: 'Save answer' });
    expect(getComputedStyle(save).backgroundColor).toBe('rgb(123, 31, 162)');

    await user.type(field('Name'), '  Ana  ');
    await user.type(field('Fecha'), '29022024');
    await user.click(screen.getByRole('checkbox', { name: 'Bien' }));
    await user.type(field('Detalle'), 'Sin novedad');
    await user.click(screen.getByRole('button', { name: 'Observations' }));
    await user.type(
      within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Observations' }),
      'Nada más',
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));

    expect(
      await screen.findByRole(
        'heading',
        { name: 'The answer was registered successfully' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('answer-code')).toHaveTextContent('CBA-7');
    expect(router.state.location.pathname).toBe(`/publico/guardado/${formId}/CBA-7`);
    expect(saved.submissions).toHaveLength(1);
    const [body] = saved.submissions;
    const datos = body!.sections[0]!.rows[0]!.answers;
    expect(datos[0]!.value).toBe('Ana');
    expect(datos[3]!.value).toBe('2024-02-29');
    expect(datos[6]!.selected).toEqual([0]);
    expect(body!.sections[1]!.rows[0]!.conditions.map((c) => c.checked)).toEqual([true, false]);
    expect(body!.sections[1]!.rows[0]!.conditions[0]!.answers[0]!.value).toBe('Sin novedad');
    expect(body!.observations).toBe('Nada más');
    expect(body!.language).toBe('en');
    expect(body!.clientSubmissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'Answer again' })).toHaveAttribute(
      'href',
      `/publico/contestar/${formId}`,
    );
  });

  it('offers the voucher PDF to the browser that sent the answer, with the record download code, after a reload too', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:voucher');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const formId = newFormId();
    const { user, saved } = await openForm(
      () => ({
        status: 200,
        body: { id: ANSWER_ID, formId, code: 'CBA-8', pdfDownloadCode: 'Abc23defGHJk' },
      }),
      formId,
    );
    await user.type(field('Name'), 'Ana');
    await user.type(field('Fecha'), '29022024');
    await user.click(screen.getByRole('checkbox', { name: 'Bien' }));
    await user.type(field('Detalle'), 'Sin novedad');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await screen.findByRole(
      'heading',
      { name: 'The answer was registered successfully' },
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('download-code')).toHaveTextContent('Abc23defGHJk');
    await user.click(screen.getByRole('button', { name: 'Download voucher (PDF)' }));
    expect(await screen.findByText('The PDF file was downloaded successfully', {}, { timeout: 3000 }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved.vouchers).toEqual([{ clientSubmissionId: saved.submissions[0]!.clientSubmissionId }]);

    // A reload of the saved page (no navigation state) still has the voucher of this tab's answer.
    cleanup();
    stubAnswering({ formId });
    await renderApp(`/publico/guardado/${formId}/CBA-8`);
    expect(await screen.findByRole('button', { name: 'Download voucher (PDF)' }, { timeout: 10_000 }));
    // Another answer's saved page, not sent from this tab, offers none.
    cleanup();
    stubAnswering({ formId });
    await renderApp(`/publico/guardado/${formId}/CBA-99`);
    await screen.findByTestId('answer-code', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Download voucher (PDF)' })).not.toBeInTheDocument();
    click.mockRestore();
  });

  it("shows the form's voucher text and downloads the voucher by itself once; a reload keeps the text and does not download again", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:voucher');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const formId = newFormId();
    const form = answeringForm(formId);
    form.template = {
      ...form.template,
      options: { ...form.template.options, customizedVoucher: true, automaticDownload: true },
      customizedVoucherText: 'Retire el permiso en la oficina 3.\nLleve su DNI.',
    };
    const first = stubAnswering({ formId, open: { status: 200, body: form } });
    await renderApp(`/publico/contestar/${formId}`);
    await screen.findByRole('heading', { name: 'Test survey', level: 1 }, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Bien' }));
    await user.type(field('Detalle'), 'Sin novedad');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await screen.findByRole(
      'heading',
      { name: 'The answer was registered successfully' },
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('voucher-text')).toHaveTextContent(
      'Retire el permiso en la oficina 3. Lleve su DNI.',
    );
    // Nobody clicked: the voucher comes by itself, about a second after the server's answer.
    expect(await screen.findByText('The PDF file was downloaded successfully', {}, { timeout: 3000 }));
    expect(first.saved.vouchers).toHaveLength(1);
    expect(click).toHaveBeenCalledTimes(1);

    // A reload of the saved page: the text stays (the form is no longer in memory), no second download.
    cleanup();
    const again = stubAnswering({ formId, open: { status: 200, body: form } });
    await renderApp(`/publico/guardado/${formId}/CBA-7`);
    expect(await screen.findByTestId('voucher-text', {}, { timeout: 10_000 })).toHaveTextContent(
      'Retire el permiso en la oficina 3.',
    );
    expect(screen.getByRole('button', { name: 'Download voucher (PDF)' })).toBeEnabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(again.saved.vouchers).toHaveLength(0);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('tells the page that embeds it that the answer was saved: { type, formId, code }, to its origin', async () => {
    const postMessage = vi.fn();
    const parent = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { configurable: true, get: () => ({ postMessage }) });
    Object.defineProperty(document, 'referrer', {
      configurable: true,
      get: () => 'https://www.municipio.gob.ar/tramites/ruidos',
    });
    try {
      const formId = newFormId();
      stubAnswering({ formId });
      await renderApp(`/publico/guardado/${formId}/CBA-12`);
      await screen.findByTestId('answer-code', {}, { timeout: 10_000 });
      await waitFor(() => expect(postMessage).toHaveBeenCalled());
      expect(postMessage.mock.calls).toEqual([
        [{ type: 'cabildo:answer-saved', formId, code: 'CBA-12' }, 'https://www.municipio.gob.ar'],
      ]);
    } finally {
      if (parent) Object.defineProperty(window, 'parent', parent);
      // The own property goes; jsdom's (empty) referrer is back.
      delete (document as { referrer?: string }).referrer;
    }
  });

  it('keeps the save while offline and sends it once, with the same id, when the connection comes back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, saved, router } = await openForm();
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));

    expect(await screen.findByRole('dialog', { name: 'Internet connection lost' })).toBeInTheDocument();
    expect(saved.submissions).toHaveLength(0);

    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/publico\/guardado\//), {
      timeout: 10_000,
    });
    expect(saved.submissions).toHaveLength(1);
  });

  it('a lost response is sent again with the same clientSubmissionId', async () => {
    let first = true;
    const { user, saved, router } = await openForm(() => {
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return { status: 200 };
    });
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Internet connection lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/publico\/guardado\//), {
      timeout: 10_000,
    });
    expect(saved.submissions).toHaveLength(2);
    expect(saved.submissions[1]!.clientSubmissionId).toBe(saved.submissions[0]!.clientSubmissionId);
  });

  it('the server refusing for the response limit shows the limit screen', async () => {
    const { user } = await openForm(() => ({
      status: 409,
      body: { error: { code: 'RESPONSE_LIMIT_REACHED', message: 'x' } },
    }));
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByRole('heading', { name: 'Response limit reached' })).toBeInTheDocument();
  });
});

describe('a save that never gets lost', { timeout: 30_000 }, () => {
  it('a save queued by an earlier visit goes out before the form opens, even past the response limit', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const formId = newFormId();
    const queued = await leftQueued(formId);
    // The answer filled the limit, so opening the form now says so; the queued save must not be lost to it.
    const { saved, requested } = stubAnswering({
      formId,
      open: { status: 409, body: { error: { code: 'RESPONSE_LIMIT_REACHED', message: 'x' } } },
    });
    const { router } = await renderApp(`/publico/contestar/${formId}`);

    expect(
      await screen.findByRole('dialog', { name: 'Internet connection lost' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sending the answer kept on this device…')).toBeInTheDocument();

    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(router.state.location.pathname).toMatch(savedPath), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Response limit reached' })).not.toBeInTheDocument();
    // The spec's 'Formulario Guardado correctamente': the save that waited on the device went through.
    expect(await screen.findByText('Form saved successfully')).toBeInTheDocument();
    expect(saved.submissions).toEqual([queued.submission]);
    expect(requested()).not.toContain(`GET /api/answering/forms/${formId}?mode=public`);
    expect(await loadQueued(keyOf(formId))).toBeUndefined();
    expect(await loadDraft(keyOf(formId))).toBeUndefined();
  });

  it('a section the form no longer has is said with the spec text', async () => {
    localStorage.setItem('language', 'es');
    const { user } = await openForm(
      () => ({ status: 400, body: { error: { code: 'SECTION_NOT_FOUND', message: 'x' } } }),
      undefined,
      'Relevamiento de prueba',
    );
    await user.type(field('Nombre'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Guardar respuesta' }));
    expect(await screen.findByText(/La sección especificada no existe\./)).toBeInTheDocument();
  });

  it('a queued save refused for good opens the form with what was typed and the reason', async () => {
    const formId = newFormId();
    await leftQueued(formId);
    const { saved, requested } = stubAnswering({
      formId,
      save: () => ({ status: 400, body: { error: { code: 'ANSWER_INVALID', message: 'x' } } }),
    });
    await renderApp(`/publico/contestar/${formId}`);
    await screen.findByRole('heading', { name: 'Test survey', level: 1 }, { timeout: 10_000 });

    expect(saved.submissions).toHaveLength(1);
    expect(requested().indexOf(`POST /api/answering/forms/${formId}/answers?mode=public`)).toBeLessThan(
      requested().indexOf(`GET /api/answering/forms/${formId}?mode=public`),
    );
    expect(field('Name')).toHaveValue('Ana');
    expect(screen.getByRole('checkbox', { name: 'Mal' })).toBeChecked();
    const reason = screen.getByText(
      'The answer does not match the form. Reload the page and try again. The answer could not be saved. Nothing was lost: check and try again.',
    );
    expect(reason.closest('[role="alert"]')).not.toBeNull();
    expect(await loadQueued(keyOf(formId))).toBeUndefined();
    expect(await loadDraft(keyOf(formId))).toMatchObject({ observations: '' });
  });

  it.each([
    ['0 NETWORK', 'offline', new ApiError(0, 'NETWORK', 'x')],
    ['429 RATE_LIMITED', 'retrying', new ApiError(429, 'RATE_LIMITED', 'x')],
    ['500 INTERNAL', 'retrying', new ApiError(500, 'INTERNAL', 'x')],
    ['502 MAIL_FAILED', 'retrying', new ApiError(502, 'MAIL_FAILED', 'x')],
    ['503 INTERNAL', 'retrying', new ApiError(503, 'INTERNAL', 'x')],
    ['504 INTERNAL', 'retrying', new ApiError(504, 'INTERNAL', 'x')],
    ['a cut reply', 'retrying', new SyntaxError('cut reply')],
    ['401 UNAUTHENTICATED', 'held', new ApiError(401, 'UNAUTHENTICATED', 'x')],
    ['400 ANSWER_INVALID', 'refused', new ApiError(400, 'ANSWER_INVALID', 'x')],
    ['400 ANSWER_INCOMPLETE', 'refused', new ApiError(400, 'ANSWER_INCOMPLETE', 'x')],
    ['400 CITIZEN_REQUIRED', 'refused', new ApiError(400, 'CITIZEN_REQUIRED', 'x')],
    ['409 ALREADY_ANSWERED', 'refused', new ApiError(409, 'ALREADY_ANSWERED', 'x')],
    ['409 RESPONSE_LIMIT_REACHED', 'refused', new ApiError(409, 'RESPONSE_LIMIT_REACHED', 'x')],
    ['403 FORM_NOT_IN_AREAS', 'refused', new ApiError(403, 'FORM_NOT_IN_AREAS', 'x')],
    ['404 FORM_DELETED', 'refused', new ApiError(404, 'FORM_DELETED', 'x')],
  ])('a failed save (%s) is %s', (_label, outcome, error) => {
    expect(outcomeOf(error)).toBe(outcome);
  });

  it('a server failure keeps the save and sends it again; the dialog keeps the focus while sending', async () => {
    const second = heldReply();
    let attempts = 0;
    const { user, saved, router, formId } = await openForm(() => {
      attempts += 1;
      return attempts === 1
        ? { status: 503, body: { error: { code: 'INTERNAL', message: 'x' } } }
        : second.reply;
    });
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));

    const dialog = await screen.findByRole('dialog', { name: 'The answer could not be sent yet' });
    expect(within(dialog).getByText('It will be sent again in a few seconds…')).toBeInTheDocument();
    expect(await loadQueued(keyOf(formId))).toMatchObject({ submission: saved.submissions[0] });

    const retry = within(dialog).getByRole('button', { name: 'Try again now' });
    await user.click(retry);
    expect(await within(dialog).findByText('Sending the answer…')).toBeInTheDocument();
    expect(retry).toBeEnabled();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Pressed again while the answer is on its way: nothing more is sent.
    await user.click(retry);
    expect(saved.submissions).toHaveLength(2);

    second.release({ status: 200 });
    await waitFor(() => expect(router.state.location.pathname).toMatch(savedPath), { timeout: 10_000 });
    expect(saved.submissions[1]!.clientSubmissionId).toBe(saved.submissions[0]!.clientSubmissionId);
  });

  it('a definitive refusal drops the queued save but keeps the draft, and says why', async () => {
    const { user, formId } = await openForm(() => ({
      status: 403,
      body: { error: { code: 'FORM_NOT_IN_AREAS', message: 'x' } },
    }));
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The answer could not be saved. Nothing was lost');
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeEnabled();
    expect(await loadQueued(keyOf(formId))).toBeUndefined();
    const draft = await loadDraft(keyOf(formId));
    expect(draft?.sections[0]!.rows[0]!.answers[0]!.value).toBe('Ana');
  });

  it('a save that hangs is given up after its timeout and sent again', async () => {
    const timeout = new AbortController();
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout').mockReturnValueOnce(timeout.signal);
    let attempts = 0;
    const { user, saved, router } = await openForm((_body, init) => {
      attempts += 1;
      if (attempts > 1) return { status: 200 };
      // No reply ever comes: only the request's own time limit ends it.
      return new Promise<Reply>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    });
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Mal' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(saved.submissions).toHaveLength(1));
    expect(timeoutSpy).toHaveBeenCalledWith(30_000);

    await act(async () => {
      timeout.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Internet connection lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(savedPath), { timeout: 10_000 });
    expect(saved.submissions).toHaveLength(2);
    expect(saved.submissions[1]!.clientSubmissionId).toBe(saved.submissions[0]!.clientSubmissionId);
  });
});

describe('what was typed is kept', { timeout: 30_000 }, () => {
  it('a draft from before the form was edited keeps every answer that still fits', async () => {
    const formId = newFormId();
    const answers = (list: [string, Partial<QuestionAnswer>][]) =>
      list.map(([questionId, answer]) => ({ questionId, value: '', selected: [], ...answer }));
    // Sections and questions in another order, one of each that no longer exists, an option gone.
    await saveDraft(keyOf(formId), {
      clientSubmissionId: '00000000-0000-4000-8000-00000000c001',
      sections: [
        {
          sectionId: 'visitas',
          rows: [
            { answers: answers([['trabajo', { value: 'Primera' }]]) },
            { answers: answers([['trabajo', { value: 'Segunda' }]]) },
          ],
        },
        { sectionId: 'borrada', rows: [{ answers: answers([['vieja', { value: 'x' }]]) }] },
        {
          sectionId: 'datos',
          rows: [
            {
              answers: answers([
                ['quitada', { value: 'ya no está' }],
                ['cantidad', { value: '12' }],
                ['nombre', { value: 'Ana' }],
                ['colores', { selected: [1, 7] }],
              ]),
            },
          ],
        },
        {
          sectionId: 'estado',
          rows: [
            {
              conditions: [
                { order: 1, checked: true, answers: answers([['grave', { value: 'yes' }]]) },
                { order: 0, checked: false, answers: answers([['detalle', { value: 'x' }]]) },
              ],
            },
          ],
        },
      ],
      observations: 'Notas',
    } as never);
    await openForm(undefined, formId);

    expect(screen.getByText('We restored the answer you had started on this device.')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ana');
    expect(field('Cantidad')).toHaveValue('12');
    expect(screen.getByRole('checkbox', { name: 'Green' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mal' })).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Grave' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(
      within(section(/^Visitas/))
        .getAllByRole('textbox', { name: 'Trabajo' })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Primera', 'Segunda']);
  });

  it('lays a draft onto the form as it is now', () => {
    const form = answeringForm(newFormId());
    const restored = restoreDraft(form.template, {
      clientSubmissionId: 'not-a-uuid',
      sections: [
        {
          sectionId: 'datos',
          rows: [
            {
              answers: [
                { questionId: 'acepto', selected: [] },
                { questionId: 'barrio', selected: [3, 4] },
                { questionId: 'conforme', value: 'tal vez' },
              ],
            },
            { answers: [{ questionId: 'nombre', value: 'Segunda copia' }] },
          ],
        },
        {
          sectionId: 'estado',
          rows: [
            {
              conditions: [
                { order: 0, checked: true, answers: [{ questionId: 'detalle', value: 'Bien' }] },
                { order: 1, checked: true, answers: [{ questionId: 'grave', value: 'yes' }] },
              ],
            },
          ],
        },
      ],
      location: { latitude: -31.4, longitude: -64.2 },
      citizen: { id: 'x' },
      signatures: [{ index: 5, signatoryName: 'Nadie' }],
    })!;
    const datos = restored.sections[0]!;
    // Not repeatable: the first copy only; a single choice keeps one option; no yes/no outside yes and no.
    expect(datos.rows).toHaveLength(1);
    const byId = Object.fromEntries(datos.rows[0]!.answers.map((a) => [a.questionId, a]));
    expect(byId.acepto!.selected).toEqual([0]);
    expect(byId.barrio!.selected).toEqual([3]);
    expect(byId.conforme!.value).toBe('');
    // Single condition mode: one checked at most.
    expect(restored.sections[1]!.rows[0]!.conditions.map((c) => c.checked)).toEqual([true, false]);
    expect(restored.sections[1]!.rows[0]!.conditions[0]!.answers[0]!.value).toBe('Bien');
    // What the form does not take goes.
    expect(restored.location).toBeNull();
    expect(restored.citizen).toBeNull();
    expect(restored.signatures).toEqual([]);
    expect(restored.clientSubmissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(restoreDraft(form.template, undefined)).toBeNull();
  });

  it('writes the draft at once when the page is hidden, left or closed', async () => {
    const first = await openForm();
    const key = keyOf(first.formId);
    await first.user.type(field('Name'), 'Ana');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect((await loadDraft(key))?.sections[0]!.rows[0]!.answers[0]!.value).toBe('Ana');

    await first.user.type(field('Cantidad'), '7');
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    hidden.mockRestore();
    expect((await loadDraft(key))?.sections[0]!.rows[0]!.answers[1]!.value).toBe('7');

    // Leaving the page right after typing, before the usual short wait, loses nothing either.
    await first.user.type(field('Monto'), '5');
    cleanup();
    await openForm(undefined, first.formId);
    expect(field('Monto')).toHaveValue('5');
  });
});

describe('answer screen in Spanish', { timeout: 30_000 }, () => {
  it('the searchable list speaks Spanish', async () => {
    localStorage.setItem('language', 'es');
    const { user } = await openForm(undefined, undefined, 'Relevamiento de prueba');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en Barrio' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Ninguna opción coincide');
    expect(screen.queryByRole('radiogroup', { name: 'Barrio' })).not.toBeInTheDocument();
  });
});

describe('staff answer with states and an e-mail copy', { timeout: 60_000 }, () => {
  it('asks for the state, saves, sends the copy with its checks, then shows the answer', async () => {
    const formId = newFormId();
    const answerId = '00000000-0000-4000-8000-00000000a002';
    const form = answeringForm(formId);
    form.canSendEmail = true;
    form.template = formTemplateSchema.parse({
      ...template,
      options: { sendEmail: true, incidents: true, incidentsByState: true },
      states: {
        available: [
          { id: 0, name: 'Abierta', transitions: [1] },
          { id: 1, name: 'Cerrada', transitions: [] },
        ],
        initial: 0,
      },
      sections: [template.sections![0]],
    });
    const saved = { id: answerId, formId, code: 'CBA-9', pdfDownloadCode: null };
    const posts: { url: string; body: unknown }[] = [];
    let mailFails = true;
    stubApi((url, init) => {
      if (url === '/api/auth/me') return { status: 200, body: meFor('ROLE_INSPECTOR') };
      if (url === `/api/answering/forms/${formId}?mode=internal`) return { status: 200, body: form };
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        if (url.startsWith(`/api/answering/forms/${formId}/answers`)) return { status: 200, body: saved };
        if (url === `/api/answers/${answerId}/email`) {
          if (mailFails) {
            mailFails = false;
            return { status: 502, body: { error: { code: 'MAIL_FAILED', message: 'x' } } };
          }
          return { status: 204 };
        }
      }
      if (url === `/api/answers/${answerId}`) return { status: 200, body: detailOf(form, saved) };
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    });
    const { router } = await renderApp(`/contestar/${formId}`);
    await screen.findByRole('heading', { name: 'Test survey', level: 1 }, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    await user.type(field('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save answer and send email' }));

    const states = await screen.findByRole('dialog', { name: 'State of the answer' });
    await user.click(within(states).getByRole('radio', { name: 'Cerrada' }));
    await user.click(within(states).getByRole('button', { name: 'Save in this state' }));

    const email = await screen.findByRole('dialog', { name: 'Send copy by e-mail' });
    // The spec's saved notice ('Se a guardado el formulario correctamente.'): the page stays for the copy.
    expect(await screen.findByText('The form was saved successfully.')).toBeInTheDocument();
    expect((posts[0]!.body as AnswerSubmission).stateId).toBe(1);
    await user.click(within(email).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Remember to press the + button')).toBeInTheDocument();
    await user.type(within(email).getByRole('textbox', { name: 'E-mail address' }), 'not-an-address');
    await user.click(within(email).getByRole('button', { name: 'Add address' }));
    expect(within(email).getByText('Please enter a valid address')).toBeInTheDocument();
    await user.clear(within(email).getByRole('textbox', { name: 'E-mail address' }));
    await user.type(
      within(email).getByRole('textbox', { name: 'E-mail address' }),
      'vecinos@example.org{Enter}',
    );
    expect(within(email).getByText('vecinos@example.org')).toBeInTheDocument();

    await user.click(within(email).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('An error occurred while sending the email, please try again'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/contestar/${formId}`);
    await user.click(within(email).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The e-mail was sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ver/${answerId}`));
    expect(posts.filter((p) => p.url.endsWith('/email')).at(-1)!.body).toEqual({
      recipients: ['vecinos@example.org'],
      attachments: [],
    });

    // The simple read-only view of the answer.
    expect(await screen.findByText('CBA-9', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('Cerrada')).toBeInTheDocument();
  });
});

describe('opening a form', () => {
  it.each([
    [404, 'NOT_FOUND', 'The form to answer does not exist.'],
    [404, 'FORM_DELETED', 'The form you want to answer does not exist or has been deleted.'],
    [409, 'RESPONSE_LIMIT_REACHED', 'Response limit reached'],
  ])('%s %s shows its text', async (status, code, text) => {
    stubApi((url) =>
      url === '/api/auth/me' ? unauthenticated : { status, body: { error: { code, message: 'x' } } },
    );
    await renderApp(`/publico/contestar/${newFormId()}`);
    expect(await screen.findByRole('heading', { name: text }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('answering catalogue', () => {
  it('holds the spec words in Spanish', async () => {
    const { i18next, setupI18n } = await import('../src/i18n/index.ts');
    await setupI18n('en');
    const es = i18next.getFixedT('es');
    expect(es('answering.connection.title')).toBe('Conexión a internet perdida');
    expect(es('answering.saved.title')).toBe('La respuesta se registró correctamente');
    expect(es('forms-list.answerSaved')).toBe('La respuesta se guardó correctamente');
    expect(es('answering.email.remember')).toBe('Recuerde presionar el boton +');
    expect(es('answering.email.sent')).toBe('El correo fue enviado correctamente');
    expect(es('answering.email.failed')).toBe(
      'Ha ocurrido un error al enviar el email, por favor intente nuevamente',
    );
    expect(es('answering.open.notFound')).toBe('El formulario a contestar no existe.');
    const en = i18next.getFixedT('en');
    expect(en('answering.email.invalid')).toBe('Please enter a valid address');
    expect(en('answering.alreadyAnswered.title')).toBe('Form already answered');
    expect(en('answering.limit.title')).toBe('Response limit reached');
    expect(es('uploads.imageSaved')).toBe('Imágen guardada');
    expect(en('uploads.imageSaved')).toBe('Image saved');
  });
});
