import type { JobsOverview, Role } from '@cabildo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

// The background jobs page (issue 20 item 1): the queues' counts, the last failures and their retry,
// the admin's only.
vi.setConfig({ testTimeout: 90_000 });

const FAILED_ID = '00000000-0000-4000-8000-00000000f001';
const notFound: Reply = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };

const counts = (name: JobsOverview['queues'][number]['name'], extra = {}) => ({
  name,
  queued: 0,
  active: 0,
  failed: 0,
  retriedRecently: 0,
  completedRecently: 0,
  ...extra,
});

const overview = (failed: boolean): JobsOverview => ({
  queues: [
    counts('webhook-deliveries', { completedRecently: 1200 }),
    counts('password-reset-mail', failed ? { failed: 1, retriedRecently: 1 } : { queued: 1 }),
    counts('pending-file-sweep', { completedRecently: 24 }),
  ],
  failures: failed
    ? [
        {
          id: FAILED_ID,
          queue: 'password-reset-mail',
          failedAt: '2026-01-10T12:05:00.000Z',
          attempts: 6,
          error: 'connect ECONNREFUSED 10.0.0.5:587',
        },
      ]
    : [],
});

function serve(role: Role, route: (url: URL, method: string) => Reply | undefined) {
  const asked: { url: URL; method: string }[] = [];
  stubApi((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    asked.push({ url, method });
    if (url.pathname === '/api/auth/me') return { status: 200, body: meFor(role) };
    return route(url, method) ?? notFound;
  });
  return asked;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('jobs page', () => {
  it('shows each queue’s counts and the last failures; retries a failed job', async () => {
    let failed = true;
    const asked = serve('ROLE_ADMIN', (url, method) => {
      if (url.pathname === '/api/jobs' && method === 'GET') return { status: 200, body: overview(failed) };
      if (url.pathname === `/api/jobs/password-reset-mail/${FAILED_ID}/retry` && method === 'POST') {
        failed = false;
        return { status: 204 };
      }
      return undefined;
    });
    await renderApp('/jobs');
    const queues = await screen.findByRole('table', { name: 'Queues' });
    const mail = (await within(queues).findByText('Password reset e-mails')).closest('tr')!;
    expect(
      within(mail)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Password reset e-mailsOne job per request; retried while the mail server fails.',
      '0',
      '0',
      '1',
      '1',
      '0',
    ]);
    expect(within(queues).getByText('1200')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/jobs');

    const failures = screen.getByRole('table', { name: 'Last failures' });
    const row = within(failures).getAllByRole('row')[1]!;
    expect(within(row).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeTruthy();
    expect(within(row).getByText('6')).toBeTruthy();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The job is queued again.')).toBeTruthy();
    expect(asked.some((call) => call.method === 'POST')).toBe(true);
    await waitFor(() => expect(within(failures).getByText('No job has failed.')).toBeTruthy());
  });

  it('is not offered to an elevated supervisor', async () => {
    const asked = serve('ROLE_SUPERVISOR_ELEVADO', () => undefined);
    await renderApp('/jobs');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Webhooks' })).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Jobs' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Background jobs' })).toBeNull();
    expect(asked.some((call) => call.url.pathname === '/api/jobs')).toBe(false);
  });
});
