import type { AuditEvent, AuditList, Role } from '@cabildo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

// The audit trail page (issue 31): filters, rows a page at a time, the admin's verification.
vi.setConfig({ testTimeout: 90_000 });

const notFound: Reply = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };

const event = (id: string, extra: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  at: '2026-11-30T12:05:00.000Z',
  actor: { kind: 'user', id: null, name: 'Ana Pérez', email: 'ana@demo.test', address: null },
  action: 'answer.state',
  subject: 'answer',
  subjectId: `answer-${id}`,
  municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba' },
  form: { id: '00000000-0000-4000-8000-0000000000f1', title: 'Veredas' },
  answerCode: `COR-VER-${id}`,
  requestId: `req-${id}`,
  changedFields: ['stateId'],
  before: null,
  after: null,
  ip: null,
  seq: Number(id),
  ...extra,
});

function serve(role: Role, route: (url: URL, method: string) => Reply | undefined) {
  const asked: { url: URL; method: string }[] = [];
  stubApi((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push({ url, method });
    if (url.pathname === '/api/auth/me') return { status: 200, body: meFor(role) };
    if (url.pathname === '/api/geography/tree') return { status: 200, body: [] };
    return route(url, method) ?? notFound;
  });
  return asked;
}

const trail = (url: URL): AuditList =>
  url.searchParams.get('cursor') === 'next'
    ? {
        rows: [
          event('1', {
            actor: { kind: 'anonymous', id: null, name: null, email: null, address: '203.0.113.0/24' },
            action: 'record.lookup',
          }),
        ],
        nextCursor: null,
      }
    : { rows: [event('3'), event('2')], nextCursor: 'next' };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('audit page', () => {
  it('lists the trail, loads more by cursor, filters, and verifies the chain (admin)', async () => {
    const asked = serve('ROLE_ADMIN', (url, method) => {
      if (url.pathname === '/api/audit' && method === 'GET') return { status: 200, body: trail(url) };
      if (url.pathname === '/api/audit/verify' && method === 'POST')
        return {
          status: 200,
          body: {
            ok: false,
            chains: [
              {
                municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba' },
                rows: 3,
                firstBreak: { id: '2', seq: 2, reason: 'hash' },
                headHash: null,
              },
            ],
          },
        };
      return undefined;
    });
    await renderApp('/auditoria');
    const table = await screen.findByRole('table', { name: 'Audit trail' }, { timeout: 15_000 });
    expect(await within(table).findByText('Answer COR-VER-3')).toBeTruthy();
    expect(within(table).getAllByText('State changed')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toBe('/auditoria');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Anonymous · 203.0.113.0/24')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Showing 3 entries')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Answer code' }), 'COR-VER-3');
    await waitFor(() =>
      expect(asked.some((call) => call.url.searchParams.get('answerCode') === 'COR-VER-3')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Verify integrity' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The trail was altered');
    expect(alert.textContent).toContain('Córdoba: entry 2 (no. 2) does not match: its content was changed.');
  });

  it('shows an elevated supervisor the trail and the export, without the verification', async () => {
    serve('ROLE_SUPERVISOR_ELEVADO', (url) =>
      url.pathname === '/api/audit' ? { status: 200, body: trail(url) } : undefined,
    );
    await renderApp('/auditoria');
    await screen.findByRole('table', { name: 'Audit trail' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify integrity' })).toBeNull();
  });

  it("shows one record's history from a link", async () => {
    const userId = '00000000-0000-4000-8000-000000000777';
    const asked = serve('ROLE_SUPERVISOR_ELEVADO', (url) =>
      url.pathname === '/api/audit/history' ? { status: 200, body: trail(new URL('http://x/')) } : undefined,
    );
    await renderApp(`/auditoria?usuario=${userId}`);
    expect(
      await screen.findByRole('heading', { name: 'History of changes and views' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const history = asked.find((call) => call.url.pathname === '/api/audit/history')!;
    expect(history.url.searchParams.get('subject')).toBe('usuario');
    expect(history.url.searchParams.get('subjectId')).toBe(userId);
  });

  it('is not offered to a plain supervisor', async () => {
    const asked = serve('ROLE_SUPERVISOR', () => undefined);
    await renderApp('/auditoria');
    await waitFor(() => expect(asked.some((call) => call.url.pathname === '/api/auth/me')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Audit trail' })).toBeNull();
    expect(asked.some((call) => call.url.pathname === '/api/audit')).toBe(false);
  });
});
