import type { OwnAnswerRow, OwnAnswersPage } from '@cabildo/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meFor, renderApp, stubApi } from './render.tsx';

const FORM_ID = '00000000-0000-4000-8000-000000009001';
const MINE = `/api/forms/${FORM_ID}/answers/mine`;

const row = (index: number, actions = { view: true, complete: true }): OwnAnswerRow => ({
  id: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`,
  code: `CBA-${index}`,
  // 9:0n on the signed-in person's municipality's clock (Córdoba, UTC−3), where staff read dates.
  createdAt: new Date(Date.UTC(2025, 4, 16, 12, index)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 4, 16, 12, index)).toISOString(),
  actions,
});
const form = { id: FORM_ID, title: 'Inspección de veredas', titleAlt: { en: 'Sidewalk inspection' } };
const pageOf = (rows: OwnAnswerRow[], extra: Partial<OwnAnswersPage> = {}): OwnAnswersPage => ({
  form,
  rows,
  total: rows.length,
  nextCursor: null,
  previousCursor: null,
  ...extra,
});

/** A stand-in for the browser's EventSource: the test fires the server's events by hand. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: '{}' }));
    });
  }
}

/** Mounts /misRespuestas/{form} on the real routes with `mine` answering the page requests. */
async function renderOwn(mine: (params: URLSearchParams) => OwnAnswersPage | Promise<OwnAnswersPage>) {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const asked: URL[] = [];
  stubApi(async (url) => {
    const parsed = new URL(url, 'http://localhost');
    asked.push(parsed);
    if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_INSPECTOR') };
    if (parsed.pathname === MINE) return { status: 200, body: await mine(parsed.searchParams) };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
  });
  await renderApp(`/misRespuestas/${FORM_ID}`);
  const pageRequests = () => asked.filter((url) => url.pathname === MINE);
  const stream = () => FakeEventSource.opened.find((source) => source.url === `${MINE}/events`);
  return { pageRequests, stream, user: userEvent.setup({ delay: null }) };
}

describe('own answers page', { timeout: 30_000 }, () => {
  it('shows the spec loading text, then the answers with a short id, code, date and both actions', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderOwn(async () => {
      await held;
      return pageOf([row(2), row(1)]);
    });
    expect(
      await screen.findByText('Searching answers, please wait...', {}, { timeout: 10_000 }),
    ).toBeVisible();
    release();
    await screen.findByText('CBA-2');
    const table = screen.getByRole('table', { name: 'My answers' });
    expect(screen.getByRole('heading', { name: 'My answers' })).toBeInTheDocument();
    expect(screen.getByText('Sidewalk inspection')).toBeInTheDocument();
    for (const header of ['ID', 'Recipient', 'Date and time'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('00000002');
    expect(first).not.toHaveTextContent(row(2).id);
    expect(first).toHaveTextContent('CBA-2');
    expect(first).toHaveTextContent('16/05/2025 - 09:02');
    expect(within(first).getByRole('link', { name: 'Update answer CBA-2' })).toHaveAttribute(
      'href',
      `/respuestas/actualizar/${row(2).id}`,
    );
    expect(within(first).getByRole('link', { name: 'View answer CBA-2' })).toHaveAttribute(
      'href',
      `/ver/${row(2).id}`,
    );
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('offers each action only where the server allows it (no update for inspectors)', async () => {
    await renderOwn(() => pageOf([row(2, { view: true, complete: false }), row(1)]));
    await screen.findByText('CBA-2', {}, { timeout: 10_000 });
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).queryByRole('link', { name: 'Update answer CBA-2' })).not.toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'View answer CBA-2' })).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Update answer CBA-1' })).toBeInTheDocument();
  });

  it('says so when there are no answers (Spanish: the spec text word for word)', async () => {
    localStorage.setItem('language', 'es');
    await renderOwn(() => pageOf([]));
    expect(await screen.findByText('No hay respuestas disponibles.', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mis respuestas' })).toBeInTheDocument();
  });

  it('pages by 7 with the server cursors when there is more than one page', async () => {
    const all = Array.from({ length: 9 }, (_, i) => row(9 - i));
    const { pageRequests, user } = await renderOwn((params) =>
      params.get('cursor') === 'after-7'
        ? pageOf(all.slice(7), { total: 9, previousCursor: 'before-8' })
        : pageOf(all.slice(0, 7), { total: 9, nextCursor: 'after-7' }),
    );
    expect(await screen.findByText('Page 1 of 2', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('9 answers')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByText('CBA-1')).toBeInTheDocument();
    expect(pageRequests().at(-1)!.searchParams.get('direction')).toBe('next');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(await screen.findByText('CBA-9')).toBeInTheDocument();
  });

  it('updates without a reload when the server says another answer was saved', async () => {
    const rows = [row(1)];
    const { stream, pageRequests } = await renderOwn(() => pageOf([...rows].reverse()));
    await screen.findByText('CBA-1', {}, { timeout: 10_000 });
    await waitFor(() => expect(stream()).toBeDefined());
    const before = pageRequests().length;
    rows.push(row(2));
    stream()!.emit('saved');
    expect(await screen.findByText('CBA-2')).toBeInTheDocument();
    expect(pageRequests().length).toBe(before + 1);
    expect(stream()!.closed).toBe(false);
  });

  it('shows the refusal when the form is not one the person may open', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubApi((url) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/auth/me') return { status: 200, body: meFor('ROLE_INSPECTOR') };
      return {
        status: 403,
        body: { error: { code: 'FORM_NOT_IN_AREAS', message: 'No tiene permisos' } },
      };
    });
    await renderApp(`/misRespuestas/${FORM_ID}`);
    expect(await screen.findByRole('link', { name: 'Go to home' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/home',
    );
  });
});
