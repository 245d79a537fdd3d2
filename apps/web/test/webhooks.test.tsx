import type {
  LocationTree,
  Role,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookSecret,
} from '@cabildo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

// Webhooks (issue 18 item 4): the administration page — list, create (secret shown once), switch
// off, delete, the delivery log and "send again" — and who sees it.
vi.setConfig({ testTimeout: 90_000 });

const CORDOBA = '00000000-0000-4000-8000-000000000101';
const FORM_ID = '00000000-0000-4000-8000-000000009001';
const ANSWER_ID = '00000000-0000-4000-8000-00000000a001';
const notFound: Reply = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };

const tree: LocationTree = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Argentina',
    flagIcon: null,
    managementId: 1,
    provinces: [
      {
        id: '00000000-0000-4000-8000-000000000011',
        name: 'Córdoba',
        municipalities: [
          {
            id: CORDOBA,
            name: 'Córdoba',
            managementId: 1401,
            key: 'CBA',
            useCloud: false,
            disabled: false,
            videoAttachments: false,
            areas: [],
          },
          {
            id: '00000000-0000-4000-8000-000000000103',
            name: 'Rosario',
            managementId: 8201,
            key: 'ROS',
            useCloud: false,
            disabled: false,
            videoAttachments: false,
            areas: [],
          },
        ],
      },
    ],
  },
];

const endpoint = (extra: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: '00000000-0000-4000-8000-00000000e001',
  municipality: { id: CORDOBA, name: 'Córdoba' },
  form: null,
  url: 'https://reclamos.cordoba.example/hooks',
  description: 'Sistema de reclamos',
  events: ['answer.created', 'answer.state_changed'],
  enabled: true,
  createdAt: '2026-01-10T12:00:00.000Z',
  pending: 1,
  failed: 2,
  lastDelivery: { status: 'failed', statusCode: 500, at: '2026-01-10T12:05:00.000Z' },
  ...extra,
});

const delivery = (extra: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '00000000-0000-4000-8000-00000000d001',
  event: 'answer.created',
  answerId: ANSWER_ID,
  answerCode: 'CBA-12',
  status: 'failed',
  attempts: 12,
  createdAt: '2026-01-10T12:00:00.000Z',
  lastAttemptAt: '2026-01-11T08:00:00.000Z',
  lastStatusCode: 500,
  lastError: null,
  lastResponse: 'Internal Server Error',
  nextAttemptAt: null,
  deliveredAt: null,
  ...extra,
});

type Asked = { url: URL; method: string; body: unknown };
function serve(role: Role, route: (url: URL, method: string, body: unknown) => Reply | undefined) {
  const asked: Asked[] = [];
  stubApi((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    asked.push({ url, method, body });
    if (url.pathname === '/api/auth/me') return { status: 200, body: meFor(role) };
    if (url.pathname === '/api/geography/tree') return { status: 200, body: tree };
    return route(url, method, body) ?? notFound;
  });
  return asked;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('webhooks page', () => {
  it('lists the endpoints with their scope, events and last delivery; creates one and shows its secret once', async () => {
    let rows = [endpoint()];
    const secret: WebhookSecret = {
      endpoint: endpoint({
        id: '00000000-0000-4000-8000-00000000e002',
        url: 'https://erp.example.org/cabildo',
        form: { id: FORM_ID, title: 'Poda de árboles' },
        events: ['answer.deleted'],
        description: '',
        pending: 0,
        failed: 0,
        lastDelivery: null,
      }),
      secret: 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    };
    const asked = serve('ROLE_ADMIN', (url, method) => {
      if (url.pathname === '/api/webhooks/endpoints' && method === 'GET')
        return { status: 200, body: { rows } };
      if (url.pathname === '/api/webhooks/forms')
        return { status: 200, body: { rows: [{ id: FORM_ID, title: 'Poda de árboles' }] } };
      if (url.pathname === '/api/webhooks/endpoints' && method === 'POST') {
        rows = [...rows, secret.endpoint];
        return { status: 201, body: secret };
      }
      return undefined;
    });
    await renderApp('/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    await within(table).findByText('Sistema de reclamos');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('https://reclamos.cordoba.example/hooks')).toBeTruthy();
    expect(within(row).getByText('Sistema de reclamos')).toBeTruthy();
    expect(within(row).getByText('Every form of Córdoba')).toBeTruthy();
    expect(within(row).getByText('Answer created')).toBeTruthy();
    expect(within(row).getByText('State changed')).toBeTruthy();
    expect(within(row).getByText('Last: HTTP 500')).toBeTruthy();
    expect(within(row).getByText('1 waiting · 2 failed')).toBeTruthy();
    // The link in the administration bar.
    expect(screen.getByRole('link', { name: 'Webhooks' }).getAttribute('href')).toBe('/webhooks');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New endpoint' });
    // Every event is offered and checked at first.
    for (const name of ['Answer created', 'State changed', 'Answer corrected', 'Answer deleted'])
      expect((within(dialog).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose the municipality.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the address.')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'Municipality' }));
    await user.click(await screen.findByRole('option', { name: 'Córdoba' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Answers of' }));
    await user.click(await screen.findByRole('option', { name: 'Poda de árboles' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Address (https://)' }));
    await user.paste('notaurl');
    for (const name of ['Answer created', 'State changed', 'Answer corrected'])
      await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a full address that starts with https://.')).toBeTruthy();
    const address = within(dialog).getByRole('textbox', { name: 'Address (https://)' });
    await user.clear(address);
    await user.click(address);
    await user.paste('https://erp.example.org/cabildo');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByTestId('webhook-secret').textContent).toBe(secret.secret);
    const posted = asked.find((call) => call.method === 'POST')!;
    expect(posted.body).toEqual({
      municipalityId: CORDOBA,
      formId: FORM_ID,
      url: 'https://erp.example.org/cabildo',
      description: '',
      events: ['answer.deleted'],
    } satisfies WebhookEndpointInput);
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Gone for good: the list never carries it.
    expect(screen.queryByText(secret.secret)).toBeNull();
    expect(await screen.findByText('Poda de árboles (Córdoba)')).toBeTruthy();
  });

  it('shows the server refusal of an address (SSRF) in the dialog', async () => {
    serve('ROLE_SUPERVISOR_ELEVADO', (url, method) => {
      if (url.pathname === '/api/webhooks/endpoints' && method === 'GET')
        return { status: 200, body: { rows: [] } };
      if (url.pathname === '/api/webhooks/forms') return { status: 200, body: { rows: [] } };
      if (url.pathname === '/api/webhooks/endpoints' && method === 'POST')
        return {
          status: 400,
          body: { error: { code: 'WEBHOOK_ADDRESS_NOT_ALLOWED', message: 'private' } },
        };
      return undefined;
    });
    await renderApp('/webhooks');
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    // The elevated supervisor has no municipality filter: the own municipality only.
    expect(screen.queryByRole('combobox', { name: 'Municipality' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New endpoint' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Address (https://)' }),
      'https://10.0.0.5/hook',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        'The address is on a private or reserved network: webhooks go only to public addresses.',
      ),
    ).toBeTruthy();
  });

  it('switches an endpoint off and deletes it after confirming', async () => {
    let rows = [endpoint()];
    const asked = serve('ROLE_ADMIN', (url, method) => {
      const id = rows[0]?.id;
      if (url.pathname === '/api/webhooks/endpoints' && method === 'GET')
        return { status: 200, body: { rows } };
      if (url.pathname === `/api/webhooks/endpoints/${id}` && method === 'PATCH') {
        rows = [{ ...rows[0]!, enabled: false }];
        return { status: 200, body: rows[0] };
      }
      if (url.pathname === `/api/webhooks/endpoints/${id}` && method === 'DELETE') {
        rows = [];
        return { status: 204 };
      }
      return undefined;
    });
    await renderApp('/webhooks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch off' }));
    expect(await screen.findByRole('button', { name: 'Switch on' })).toBeTruthy();
    expect(asked.find((call) => call.method === 'PATCH')!.body).toEqual({ enabled: false });
    expect(await screen.findByText('Off')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(within(confirm).getByText(/https:\/\/reclamos\.cordoba\.example\/hooks/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    expect(asked.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('shows the delivery log and sends a failed delivery again', async () => {
    let rows = [
      delivery(),
      delivery({
        id: '00000000-0000-4000-8000-00000000d002',
        event: 'answer.deleted',
        answerCode: 'CBA-9',
        status: 'pending',
        attempts: 3,
        lastStatusCode: null,
        lastError: 'timeout',
        lastResponse: null,
        nextAttemptAt: '2026-01-11T09:00:00.000Z',
      }),
    ];
    const asked = serve('ROLE_ADMIN', (url, method) => {
      if (url.pathname === '/api/webhooks/endpoints') return { status: 200, body: { rows: [endpoint()] } };
      if (url.pathname === '/api/webhooks/deliveries')
        return { status: 200, body: { rows, total: rows.length } };
      if (url.pathname === `/api/webhooks/deliveries/${rows[0]!.id}/retry` && method === 'POST') {
        rows = [
          { ...rows[0]!, status: 'pending', attempts: 0, nextAttemptAt: '2026-01-11T10:00:00.000Z' },
          rows[1]!,
        ];
        return { status: 200, body: rows[0] };
      }
      return undefined;
    });
    await renderApp('/webhooks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    expect(await screen.findByText('Deliveries to https://reclamos.cordoba.example/hooks')).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: 'Deliveries to https://reclamos.cordoba.example/hooks',
    });
    const [, failed, waiting] = within(table).getAllByRole('row');
    expect(within(failed!).getByText('Answer created')).toBeTruthy();
    expect(within(failed!).getByRole('link', { name: 'CBA-12' }).getAttribute('href')).toBe(
      `/ver/${ANSWER_ID}`,
    );
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(within(failed!).getByText('HTTP 500')).toBeTruthy();
    expect(within(failed!).getByText('Internal Server Error')).toBeTruthy();
    expect(within(failed!).getByText('12 of 12')).toBeTruthy();
    // A deletion names its answer without a link; a timeout says so.
    expect(within(waiting!).getByText('CBA-9 (deleted)')).toBeTruthy();
    expect(within(waiting!).queryByRole('link')).toBeNull();
    expect(within(waiting!).getByText('No answer in time')).toBeTruthy();
    expect(within(waiting!).getByText('Waiting')).toBeTruthy();

    await user.click(within(failed!).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(asked.some((call) => call.url.pathname.endsWith('/retry'))).toBe(true));
    expect(await within(table).findByText('0 of 12')).toBeTruthy();

    // The status filter asks the server.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(
        asked.some(
          (call) =>
            call.url.pathname === '/api/webhooks/deliveries' &&
            call.url.searchParams.get('status') === 'failed',
        ),
      ).toBe(true),
    );
    // Back to the endpoints.
    await user.click(screen.getByRole('button', { name: 'All endpoints' }));
    expect(await screen.findByRole('table', { name: 'Webhooks' })).toBeTruthy();
  });

  it('is not offered to roles that do not manage the municipality', async () => {
    serve('ROLE_SUPERVISOR', () => undefined);
    await renderApp('/webhooks');
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Webhooks' })).toBeNull();
  });

  it('reads in Spanish', async () => {
    localStorage.setItem('language', 'es');
    serve('ROLE_ADMIN', (url) =>
      url.pathname === '/api/webhooks/endpoints' ? { status: 200, body: { rows: [endpoint()] } } : undefined,
    );
    await renderApp('/webhooks');
    expect(await screen.findByText('Todos los formularios de Córdoba')).toBeTruthy();
    expect(screen.getByText('Respuesta creada')).toBeTruthy();
    expect(screen.getByText('1 en espera · 2 fallidos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo destino' })).toBeTruthy();
  });
});
