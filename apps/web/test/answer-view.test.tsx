import {
  blankSections,
  formatDateTime,
  formTemplateSchema,
  type AnswerDetail,
  type AnswerState,
  type Role,
} from '@cabildo/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { timeInState } from '../src/features/answer-view/history.ts';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

/** Staff read dates on their municipality's clock (the session's, render.tsx: Córdoba). */
const READER_ZONE = 'America/Argentina/Cordoba';

const FORM_ID = '00000000-0000-4000-8000-000000000f01';
const ANSWER_ID = '00000000-0000-4000-8000-00000000b001';

const template = formTemplateSchema.parse({
  title: 'Inspección de comercios',
  areaIds: ['00000000-0000-4000-8000-000000000a01'],
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos',
      questions: [{ id: 'nombre', order: 0, title: 'Nombre', kind: 'open' }],
    },
  ],
  states: {
    available: [
      { id: 0, name: 'Abierta', transitions: [1] },
      { id: 1, name: 'En revisión', transitions: [0, 2] },
      { id: 2, name: 'Cerrada', transitions: [] },
      { id: 3, name: 'Anulada', transitions: [] },
    ],
    initial: 0,
  },
});

const HOUR_MS = 3_600_000;
/** `hours` before now: durations measured from now do not depend on the time of day the test runs. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
// Reviewed 3 days and 2 hours ago, 4½ hours after it was opened.
const REVIEWED = hoursAgo(3 * 24 + 2);
const OPENED = hoursAgo(3 * 24 + 6.5);

const entry = (date: string, userName: string, stateId: number, initialState = false) => ({
  date,
  userName,
  stateId,
  stateName: template.states.available[stateId]!.name,
  initialState,
});

function answerWith(state: AnswerState | null): AnswerDetail {
  const now = new Date().toISOString();
  return {
    id: ANSWER_ID,
    formId: FORM_ID,
    code: 'CBA-17',
    createdAt: OPENED,
    updatedAt: now,
    actions: { correct: true, complete: true, changeState: true, delete: true },
    signatureEditable: false,
    document: {
      version: 1,
      formId: FORM_ID,
      code: 'CBA-17',
      mode: 'internal',
      language: 'es',
      template,
      municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', managementId: null },
      sections: blankSections(template),
      citizen: null,
      location: null,
      asset: null,
      signatures: [],
      observations: '',
      state,
      requestsForChanges: [],
      supervisorEdits: [],
      pdfDownloadCode: null,
      author: { userId: null, username: 'ana', firstName: 'Ana', lastName: 'Pérez', inspectorId: null },
      incident: null,
      paymentOrderId: null,
      electronicSignatureId: null,
      createdAt: OPENED,
      updatedAt: now,
    },
  };
}

const inReview = (): AnswerState => ({
  available: template.states.available,
  initial: 0,
  current: 1,
  history: [entry(OPENED, 'Ana Pérez', 0, true), entry(REVIEWED, 'Luis Gómez', 1)],
});

type Call = { method: string; url: string; body: unknown };

/** The answer's API: the detail as it stands, the state change and the delete replying as told. */
function stubAnswer({
  role = 'ROLE_SUPERVISOR',
  state = inReview(),
  stateReply,
  deleteReply = { status: 204 },
  actions,
}: {
  role?: Role;
  actions?: AnswerDetail['actions'];
  state?: AnswerState | null;
  stateReply?: (stateId: number) => Reply;
  deleteReply?: Reply;
} = {}) {
  let answer = answerWith(state);
  if (actions) answer = { ...answer, actions };
  const calls: Call[] = [];
  stubApi((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/auth/me') return { status: 200, body: meFor(role) };
    if (url === `/api/answers/${ANSWER_ID}` && method === 'GET') return { status: 200, body: answer };
    if (url === `/api/answers/${ANSWER_ID}` && method === 'DELETE') return deleteReply;
    if (url === `/api/answers/${ANSWER_ID}/state` && method === 'PUT') {
      const { stateId } = JSON.parse(String(init!.body)) as { stateId: number };
      if (stateReply) return stateReply(stateId);
      const current = answer.document.state!;
      const next: AnswerState = {
        ...current,
        current: stateId,
        history: [...current.history, entry(new Date().toISOString(), 'Ana Pérez', stateId)],
      };
      answer = { ...answer, document: { ...answer.document, state: next } };
      return { status: 200, body: { state: next, updatedAt: new Date().toISOString() } };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
  });
  return calls;
}

const undeletable: Reply = { status: 409, body: { error: { code: 'ANSWER_UNDELETABLE', message: 'x' } } };
const transitionRefused: Reply = {
  status: 409,
  body: { error: { code: 'STATE_TRANSITION_NOT_ALLOWED', message: 'x' } },
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('time in state', () => {
  it('is a duration: whole hours below a day, whole days from 24 hours on', () => {
    const day = (d: number, h: number, m = 0) => new Date(2025, 5, d, h, m);
    expect(timeInState(day(2, 9), day(2, 13, 30))).toEqual({ unit: 'hours', count: 4 });
    expect(timeInState(day(2, 9), day(2, 9, 40))).toEqual({ unit: 'hours', count: 0 });
    // 20 minutes across midnight are not a day (issue 13), nor are 2 hours.
    expect(timeInState(day(2, 23, 50), day(3, 0, 10))).toEqual({ unit: 'hours', count: 0 });
    expect(timeInState(day(2, 23), day(3, 1))).toEqual({ unit: 'hours', count: 2 });
    expect(timeInState(day(2, 13, 30), day(3, 13, 29))).toEqual({ unit: 'hours', count: 23 });
    expect(timeInState(day(2, 13, 30), day(3, 13, 30))).toEqual({ unit: 'days', count: 1 });
    expect(timeInState(day(2, 13, 30), day(5, 8))).toEqual({ unit: 'days', count: 2 });
  });
});

describe('answer view: state', { timeout: 30_000 }, () => {
  it('shows the state chip and its history: Initial and Current, hours and days', async () => {
    stubAnswer();
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    const chip = await screen.findByRole(
      'button',
      { name: 'State: En revisión. Show the state history' },
      { timeout: 10_000 },
    );
    await user.click(chip);
    const dialog = await screen.findByRole('dialog', { name: 'State history' });
    expect(within(dialog).getByText('Histories before 16/05/2025 may be incomplete.')).toBeInTheDocument();
    const [header, first, last] = within(dialog).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'User', 'Time in state', 'State']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first!)).toEqual([
      formatDateTime(OPENED, READER_ZONE),
      'Ana Pérez',
      '4 hours',
      'AbiertaInitial',
    ]);
    expect(cells(last!)).toEqual([
      formatDateTime(REVIEWED, READER_ZONE),
      'Luis Gómez',
      '3 days',
      'En revisiónCurrent',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows '-' without a state block, and offers no state change", async () => {
    stubAnswer({ state: null });
    await renderApp(`/ver/${ANSWER_ID}`);
    expect(await screen.findByText('CBA-17', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show the state history/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Change state' })).not.toBeInTheDocument();
  });

  it('enables only the transitions of the current state; a change calls the API and updates the chip', async () => {
    const calls = stubAnswer();
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    await user.click(await screen.findByRole('combobox', { name: 'Change state' }, { timeout: 10_000 }));
    const listbox = await screen.findByRole('listbox');
    const enabled = within(listbox)
      .getAllByRole('option')
      .map((option) => [option.textContent, option.getAttribute('aria-disabled') !== 'true']);
    expect(enabled).toEqual([
      ['Abierta', true],
      ['En revisión (current)', false],
      ['Cerrada', true],
      ['Anulada', false],
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'Cerrada' }));
    expect(await screen.findByText('State updated successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: `/api/answers/${ANSWER_ID}/state`, body: { stateId: 2 } },
    ]);
    const chip = await screen.findByRole('button', { name: 'State: Cerrada. Show the state history' });
    // No way out of Cerrada: the selector says so.
    expect(screen.getByText('No state change is possible from the current state.')).toBeInTheDocument();
    await user.click(chip);
    const rows = within(await screen.findByRole('dialog')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('CerradaCurrent');
    expect(rows[2]).not.toHaveTextContent('Current');
  });

  it('a refused change shows the failure text and keeps the state', async () => {
    stubAnswer({ stateReply: () => transitionRefused });
    const user = userEvent.setup();
    await renderApp(`/ver/${ANSWER_ID}`);
    await user.click(await screen.findByRole('combobox', { name: 'Change state' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Abierta' }));
    expect(await screen.findByText('The state could not be updated')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'State: En revisión. Show the state history' }),
    ).toBeInTheDocument();
  });

  it('is not offered when the server says this person may not change it', async () => {
    stubAnswer({
      role: 'ROLE_GENERADOR_RESPUESTAS',
      actions: { correct: false, complete: false, changeState: false, delete: false },
    });
    await renderApp(`/ver/${ANSWER_ID}`);
    expect(
      await screen.findByRole('button', { name: /State: En revisión/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Change state' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct' })).not.toBeInTheDocument();
  });
});

describe('answer view: delete and variants', { timeout: 30_000 }, () => {
  it('asks, deletes and goes back to the answers of the form', async () => {
    const calls = stubAnswer();
    const user = userEvent.setup();
    const { router } = await renderApp(`/ver/${ANSWER_ID}`);
    expect(
      await screen.findByRole('link', { name: 'Back to the answers' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', `/respuestas/listado/${FORM_ID}`);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete answer' });
    expect(dialog).toHaveAccessibleDescription(
      'Do you confirm you want to delete the answer? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/respuestas/listado/${FORM_ID}`));
    expect(await screen.findByText('Answer deleted successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/answers/${ANSWER_ID}`,
    ]);
  });

  it('cancelling keeps the answer', async () => {
    const calls = stubAnswer();
    const user = userEvent.setup();
    const { router } = await renderApp(`/ver/${ANSWER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/ver/${ANSWER_ID}`);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('409 says this answer cannot be deleted', async () => {
    stubAnswer({ deleteReply: undeletable });
    const user = userEvent.setup();
    const { router } = await renderApp(`/ver/${ANSWER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'This answer cannot be deleted: it is signed, comes from the citizen portal or has a payment.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(router.state.location.pathname).toBe(`/ver/${ANSWER_ID}`);
  });

  it('/cis/ver hides back and delete but keeps the state', async () => {
    stubAnswer();
    await renderApp(`/cis/ver/${ANSWER_ID}`);
    expect(
      await screen.findByRole('button', { name: /State: En revisión/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Change state' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('answerView catalogue', () => {
  it('holds the spec words in Spanish', async () => {
    const { i18next, setupI18n } = await import('../src/i18n/index.ts');
    await setupI18n('en');
    const es = i18next.getFixedT('es');
    expect(es('answer-view.state.updated')).toBe('Estado actualizado correctamente');
    expect(es('answer-view.state.updateFailed')).toBe('No se pudo actualizar el estado');
    expect(es('answer-view.delete.question')).toBe('¿Confirma que desea eliminar la respuesta?');
    expect(es('answer-view.delete.done')).toBe('Respuesta eliminada correctamente');
    expect(es('answer-view.delete.failed')).toBe('Ocurrió un error, por favor intente nuevamente');
    expect(es('answer-view.history.initial')).toBe('Inicial');
    expect(es('answer-view.history.current')).toBe('Actual');
    expect(es('answer-view.history.note')).toBe(
      'Los historiales anteriores al 16/05/2025 pueden estar incompletos.',
    );
    expect(es('answer-view.history.days', { count: 3 })).toBe('3 días');
    expect(es('answer-view.history.hours', { count: 1 })).toBe('1 hora');
  });
});
