import {
  CITIZEN_AUTH_SCHEME,
  formTemplateSchema,
  type PortalAnswerRow,
  type PortalAnswersPage,
  type SavedAnswer,
} from '@cabildo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CITIZEN_SCHEME, type PortalAnsweringForm } from '../src/api/citizenPortal.ts';
import { renderApp, stubApi, unauthenticated, type Reply } from './render.tsx';

const FORM_ID = '00000000-0000-4000-8000-000000009004';
const TOKEN = 'cGMtMzAxMjM0NTY.signature';
const SESSION_INVALID: Reply = {
  status: 401,
  body: {
    error: { code: 'CITIZEN_SESSION_INVALID', message: 'The citizen portal session could not be verified.' },
  },
};

const row = (n: number, extra: Partial<PortalAnswerRow> = {}): PortalAnswerRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  formId: FORM_ID,
  code: `CBA-${n}`,
  formTitle: 'Reclamo por vereda rota',
  formTitleAlt: { en: 'Broken sidewalk claim' },
  answeredAt: new Date(2026, 10, 20, 9, n).toISOString(),
  state: 'Recibido',
  badge: 'approved',
  revisionPending: false,
  ...extra,
});

const pageOf = (page: number, rows: PortalAnswerRow[], total: number): PortalAnswersPage => ({
  citizen: { username: 'agomez', firstName: 'Ana María', lastName: 'Gómez' },
  page,
  pageSize: 7,
  total,
  rows,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  localStorage.setItem('language', 'es');
});

it("spells the domain's citizen header scheme", () => {
  expect(CITIZEN_SCHEME).toBe(CITIZEN_AUTH_SCHEME);
});

describe('citizen portal session cards', { timeout: 30_000 }, () => {
  it('shows the verifying card, then the spec’s error card when the portal refuses the token', async () => {
    const answer = deferred<Reply>();
    const fetchMock = stubApi((url) =>
      url.startsWith('/api/citizen-portal/') ? answer.promise : unauthenticated,
    );
    await renderApp(`/ciudadano/contestar/${FORM_ID}/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Verificando su sesión…' })).toBeInTheDocument();
    answer.resolve(SESSION_INVALID);
    expect(
      await screen.findByRole('heading', { name: 'Error al ingresar desde Portal Ciudadano' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ocurrió un error al verificar su sesión, vuelva a ingresar desde el Portal Ciudadano.',
      ),
    ).toBeInTheDocument();
    // The token went in the header, never in the API's address; the refusal is not a staff sign-in.
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/citizen-portal/'))!;
    expect(url).toBe(`/api/citizen-portal/forms/${FORM_ID}`);
    expect((init!.headers as Record<string, string>).authorization).toBe(`Citizen ${TOKEN}`);
    expect(screen.queryByRole('heading', { name: /Iniciar sesión/ })).not.toBeInTheDocument();
  });

  it('the list shows the error card for a refused token too', async () => {
    stubApi((url) => (url.startsWith('/api/citizen-portal/') ? SESSION_INVALID : unauthenticated));
    await renderApp(`/ciudadano/formularios/respuestas/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Error al ingresar desde Portal Ciudadano' }),
    ).toBeInTheDocument();
  });
});

describe("the citizen's answers (/ciudadano/formularios/respuestas/{token})", { timeout: 30_000 }, () => {
  it('shows the username and a page of 7 answers with state and badge, the revision link, and pages on', async () => {
    const first = [
      row(9, { badge: 'inReview', revisionPending: true }),
      row(8, { badge: 'toCorrect' }),
      row(7, { state: null, badge: null }),
      ...[6, 5, 4, 3].map((n) => row(n)),
    ];
    const fetchMock = stubApi((url) => {
      if (url === '/api/citizen-portal/answers?page=0') return { status: 200, body: pageOf(0, first, 9) };
      if (url === '/api/citizen-portal/answers?page=1')
        return { status: 200, body: pageOf(1, [row(2), row(1)], 9) };
      return unauthenticated;
    });
    await renderApp(`/ciudadano/formularios/respuestas/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Mis trámites' })).toBeInTheDocument();
    expect(screen.getByText('Ana María Gómez · Usuario del portal agomez')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Sus respuestas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    for (const header of ['Código', 'Formulario', 'Fecha de respuesta', 'Estado actual'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('CBA-9')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Reclamo por vereda rota')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('En revisión')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('A corregir')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Aprobado')).toBeInTheDocument();
    const revision = within(rows[0]!).getByRole('link', { name: 'Completar los cambios pedidos en CBA-9' });
    expect(revision).toHaveAttribute('href', `/ciudadano/revision/${row(9).id}/${TOKEN}`);
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('9 trámites')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('CBA-1')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/citizen-portal/'));
    expect(
      asked.every(
        ([, init]) => (init!.headers as Record<string, string>).authorization === `Citizen ${TOKEN}`,
      ),
    ).toBe(true);
  });

  it('says there are no results when the citizen has no answers', async () => {
    stubApi((url) =>
      url.startsWith('/api/citizen-portal/answers')
        ? { status: 200, body: pageOf(0, [], 0) }
        : unauthenticated,
    );
    await renderApp(`/ciudadano/formularios/respuestas/${TOKEN}`);
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });
});

describe('citizen portal answering', { timeout: 30_000 }, () => {
  it('opens the form with the citizen known (no citizen step), saves through the portal route and shows the saved page', async () => {
    const form: PortalAnsweringForm = {
      id: FORM_ID,
      template: formTemplateSchema.parse({
        title: 'Reclamo por vereda rota',
        options: { citizenAssociationFromCitizenPortal: true },
        sections: [
          {
            id: 's1',
            order: 0,
            title: 'La vereda',
            questions: [{ id: 'q1', order: 0, title: '¿Está rota?', kind: 'yesno', required: true }],
          },
        ],
      }),
      municipality: {
        id: '00000000-0000-4000-8000-000000000101',
        name: 'Córdoba',
        latitude: -31.42,
        longitude: -64.18,
        skipAssetLookup: true,
        buttonColor: null,
      },
      canSendEmail: false,
      videoAllowed: false,
      photoMaxSide: 2048,
      citizen: {
        id: 'c-1',
        kind: 'natural',
        dni: '30123456',
        cuit: null,
        firstName: 'Ana María',
        lastName: 'Gómez',
        email: null,
        phone: null,
        street: null,
      },
      portalUser: { username: 'agomez', firstName: 'Ana María', lastName: 'Gómez' },
    };
    const saved: SavedAnswer = {
      id: '00000000-0000-4000-8000-00000000aaaa',
      formId: FORM_ID,
      code: 'CBA-41',
      pdfDownloadCode: null,
    };
    const fetchMock = stubApi((url, init) => {
      if (url === `/api/citizen-portal/forms/${FORM_ID}`) return { status: 200, body: form };
      if (url === `/api/citizen-portal/forms/${FORM_ID}/answers` && init?.method === 'POST')
        return { status: 200, body: saved };
      return unauthenticated;
    });
    await renderApp(`/ciudadano/contestar/${FORM_ID}/${TOKEN}`);
    const banner = await screen.findByTestId('portal-citizen');
    expect(within(banner).getByText('Ana María Gómez')).toBeInTheDocument();
    expect(within(banner).getByText('DNI 30123456 · Usuario del portal agomez')).toBeInTheDocument();
    expect(await screen.findByText('¿Está rota?')).toBeInTheDocument();
    expect(screen.queryByText(/Seleccionar ciudadano/i)).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.click(screen.getByRole('button', { name: /Guardar respuesta/ }));
    expect(await screen.findByTestId('answer-code')).toHaveTextContent('CBA-41');
    expect(screen.getByRole('link', { name: 'Ver mis trámites' })).toHaveAttribute(
      'href',
      `/ciudadano/formularios/respuestas/${TOKEN}`,
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((post[1]!.headers as Record<string, string>).authorization).toBe(`Citizen ${TOKEN}`);
  });
  it("says 'Form already answered' when the portal's person answered this single-answer form, asking once", async () => {
    const fetchMock = stubApi((url) =>
      url.startsWith('/api/citizen-portal/')
        ? {
            status: 409,
            body: { error: { code: 'ALREADY_ANSWERED', message: 'You have already answered this form.' } },
          }
        : unauthenticated,
    );
    await renderApp(`/ciudadano/contestar/${FORM_ID}/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Formulario ya respondido' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/citizen-portal/'));
    expect(asked).toHaveLength(1);
  });
});
