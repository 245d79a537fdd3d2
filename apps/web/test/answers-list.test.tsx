import {
  DEFAULT_MAP_CENTRE,
  encodeAnswerPoints,
  formTemplateSchema,
  type AnswerListPage,
  type AnswerListRow,
  type FormDetail,
} from '@cabildo/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

const FORM_ID = '00000000-0000-4000-8000-000000009001';
const settings: Reply = {
  status: 200,
  body: {
    sso: { enabled: false, label: null },
    map: { tileUrl: 'data:image/png;base64,{z}{x}{y}', attribution: '' },
  },
};
const form: FormDetail = {
  id: FORM_ID,
  template: formTemplateSchema.parse({
    title: 'Inspección de alumbrado público',
    titleAlt: { en: 'Street-lighting inspection' },
    areaIds: ['00000000-0000-4000-8000-000000000a01'],
    sections: [
      { id: 's', order: 0, title: 'S', questions: [{ id: 'q', order: 0, title: 'Q', kind: 'open' }] },
    ],
    states: {
      available: [
        { id: 0, name: 'Pendiente', transitions: [1] },
        { id: 1, name: 'En curso', transitions: [0, 2] },
        { id: 2, name: 'Resuelto', transitions: [] },
      ],
      initial: 0,
    },
  }),
  municipality: { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba', key: 'cba' },
  answerCount: 40,
  lock: 'locked',
  editHistory: [],
  duplicatedInfo: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const row = (index: number, actions = { complete: false, delete: false }): AnswerListRow => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  code: `CBA-${String(index).padStart(4, '0')}`,
  // 16/05 9:05 and 17/05 10:30 on the signed-in person's municipality's clock (Córdoba, UTC−3).
  createdAt: new Date(Date.UTC(2025, 4, 16, 12, 5)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 4, 17, 13, 30)).toISOString(),
  author: { username: 'inspector', name: 'Ana Pérez' },
  citizen: index % 2 ? { name: 'Juan Gómez', document: '30111222' } : null,
  state: { id: 0, name: 'Pendiente' },
  actions,
});
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => row(from + i));
/** The map points' body of these answers (all at the default centre), as the server sends it. */
const pointsBody = (answers: AnswerListRow[]) =>
  encodeAnswerPoints(
    DEFAULT_MAP_CENTRE,
    answers.map((answer) => ({ id: answer.id, code: answer.code, ...DEFAULT_MAP_CENTRE })),
  );

/** What the stub server knows of a filtered list: the page and the total the count endpoint gives. */
type Listing = AnswerListPage & { total: number };

/** A server with 40 answers in three pages, walked with opaque cursors. */
function fortyAnswers(params: URLSearchParams): Listing {
  const cursor = params.get('cursor');
  const direction = params.get('direction');
  if (cursor === 'after-15' && direction === 'next')
    return { rows: rows(16, 30), total: 40, nextCursor: 'after-30', previousCursor: 'before-16' };
  if (cursor === 'after-30' && direction === 'next')
    return { rows: rows(31, 40), total: 40, nextCursor: null, previousCursor: 'before-31' };
  if (cursor === 'before-31' && direction === 'previous')
    return { rows: rows(16, 30), total: 40, nextCursor: 'after-30', previousCursor: 'before-16' };
  return { rows: rows(1, 15), total: 40, nextCursor: 'after-15', previousCursor: null };
}

/** Mounts the list on the real routes, as a supervisor, with the answers and count endpoints given. */
async function renderList(
  list: (params: URLSearchParams) => Listing,
  options: {
    path?: string;
    onDelete?: (id: string) => Reply;
    noTiles?: boolean;
    /** The count's reply, when it should come late or fail (default: the listing's total). */
    count?: (params: URLSearchParams) => Promise<Reply>;
    /** The map points' reply (default: one answer at the default centre). */
    points?: (params: URLSearchParams) => Promise<Reply>;
  } = {},
) {
  const asked: URL[] = [];
  const calls = stubApi((url, init) => {
    const parsed = new URL(url, 'http://localhost');
    asked.push(parsed);
    if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_SUPERVISOR') };
    // jsdom has no canvas: without tile settings the map frame stays empty (the page works as usual).
    if (parsed.pathname === '/api/auth/settings')
      return options.noTiles
        ? { status: 503, body: { error: { code: 'INTERNAL', message: 'x' } } }
        : settings;
    if (parsed.pathname === `/api/forms/${FORM_ID}`) return { status: 200, body: form };
    if (parsed.pathname === `/api/forms/${FORM_ID}/answers`) {
      const { total: _total, ...page } = list(parsed.searchParams);
      return { status: 200, body: page };
    }
    if (parsed.pathname === `/api/forms/${FORM_ID}/answers/count`)
      return (
        options.count?.(parsed.searchParams) ?? {
          status: 200,
          body: { total: list(parsed.searchParams).total },
        }
      );
    if (parsed.pathname === `/api/forms/${FORM_ID}/answers/points`)
      return (
        options.points?.(parsed.searchParams) ?? {
          status: 200,
          body: pointsBody(rows(1, 1)),
        }
      );
    if (parsed.pathname.startsWith('/api/answers/') && init?.method === 'DELETE')
      return options.onDelete?.(parsed.pathname.split('/').pop()!) ?? { status: 204 };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
  });
  const { router } = await renderApp(options.path ?? `/respuestas/listado/${FORM_ID}`);
  await screen.findByRole('heading', { name: 'Street-lighting inspection' }, { timeout: 10_000 });
  const listRequests = () => asked.filter((url) => url.pathname === `/api/forms/${FORM_ID}/answers`);
  const countRequests = () => asked.filter((url) => url.pathname === `/api/forms/${FORM_ID}/answers/count`);
  return { router, calls, asked, listRequests, countRequests, user: userEvent.setup({ delay: null }) };
}

// The machine is shared and these walk the real app: room for slow runs.
describe('answers list', { timeout: 30_000 }, () => {
  it('shows a page of answers with the form title, the spec date format and the state chip', async () => {
    await renderList(fortyAnswers);
    const table = await screen.findByRole('table', { name: 'Answers' });
    expect(within(table).getByRole('columnheader', { name: 'Recipient' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('CBA-0001');
    expect(first).toHaveTextContent('16/05/2025 - 09:05');
    expect(first).toHaveTextContent('Ana Pérez');
    expect(first).toHaveTextContent('Juan Gómez');
    expect(first).toHaveTextContent('Pendiente');
    expect(screen.getByRole('link', { name: 'Back to forms' })).toHaveAttribute('href', '/listar');
    expect(screen.getByRole('link', { name: 'View answer CBA-0001' })).toHaveAttribute(
      'href',
      `/ver/${row(1).id}`,
    );
  });

  it('sends the trimmed filters as the query string and keeps them in the URL', async () => {
    const { router, listRequests, countRequests, user } = await renderList(fortyAnswers);
    await screen.findByText('CBA-0001');
    await user.type(screen.getByLabelText('Recipient (answer code)'), '  CBA-0007 ');
    await user.type(screen.getByLabelText('Answered by'), ' ana ');
    await user.type(screen.getByLabelText('Citizen DNI'), '30111222');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'En curso' }));
    await user.click(screen.getByRole('checkbox', { name: 'Apply the dates to the last update' }));
    // From the keyboard: Enter on the focused Apply button.
    screen.getByRole('button', { name: 'Apply' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('code')).toBe('CBA-0007'));
    const sent = {
      code: 'CBA-0007',
      author: 'ana',
      citizenDni: '30111222',
      state: '1',
      byLastUpdate: 'true',
    };
    expect(Object.fromEntries(listRequests().at(-1)!.searchParams)).toEqual(sent);
    // The total is counted with the same filters.
    await waitFor(() => expect(Object.fromEntries(countRequests().at(-1)!.searchParams)).toEqual(sent));
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('code')).toBe('CBA-0007');
    expect(url.get('state')).toBe('1');
    expect(screen.getByLabelText('Recipient (answer code)')).toHaveValue('CBA-0007');
    // The panel is not rebuilt by its own Apply: the keyboard stays on the button.
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    // With dates on the last update, the table shows that date.
    expect(await screen.findByRole('columnheader', { name: 'Last update' })).toBeInTheDocument();

    screen.getByRole('button', { name: 'Clear' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Recipient (answer code)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();

    // Back and forward in the history: the panel starts over from the filter of the URL.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Recipient (answer code)')).toHaveValue('CBA-0007'));
    expect(screen.getByLabelText('Answered by')).toHaveValue('ana');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Recipient (answer code)')).toHaveValue(''));
    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByLabelText('Recipient (answer code)')).toHaveValue('CBA-0007'));
  });

  it('starts from the filters of the URL (reload, back/forward)', async () => {
    const { listRequests } = await renderList(fortyAnswers, {
      path: `/respuestas/listado/${FORM_ID}?author=ana&from=2025-05-01&to=2025-05-31`,
    });
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('from')).toBe('2025-05-01'));
    expect(screen.getByLabelText('Answered by')).toHaveValue('ana');
    expect(screen.getByRole('radio', { name: 'Date range' })).toBeChecked();
    expect(screen.getByLabelText('To')).toHaveValue('31/05/2025');
    expect(screen.getByLabelText('Day')).toBeDisabled();
  });

  it('takes one day or a range, never both, and shows the domain messages', async () => {
    const { listRequests, user } = await renderList(fortyAnswers);
    await screen.findByText('CBA-0001');
    const before = listRequests().length;
    const day = screen.getByLabelText('Day');
    expect(screen.getByLabelText('From')).toBeDisabled();
    fireEvent.change(day, { target: { value: '16/05/2025' } });
    await user.click(screen.getByRole('radio', { name: 'Date range' }));
    expect(day).toBeDisabled();
    expect(day).toHaveValue('');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '20/05/2025' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose both ends of the range.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '10/05/2025' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The range must end on or after its start.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Citizen DNI'), '30.111');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The DNI has only digits.')).toBeInTheDocument();
    expect(listRequests()).toHaveLength(before);

    await user.clear(screen.getByLabelText('Citizen DNI'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/05/2025' } });
    await user.click(screen.getByRole('radio', { name: 'One day' }));
    expect(screen.getByLabelText('From')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '16/05/2025' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('date')).toBe('2025-05-16'));
    expect(listRequests().at(-1)!.searchParams.has('from')).toBe(false);
  });

  it('types the dates as DD/MM/YYYY, like every date of the app, whatever the browser locale', async () => {
    const { listRequests, user } = await renderList(fortyAnswers);
    await screen.findByText('CBA-0001');
    const day = screen.getByLabelText('Day');
    expect(day).toHaveAttribute('type', 'text');
    expect(day).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(screen.getByRole('button', { name: 'Open calendar: Day' })).toBeInTheDocument();
    await user.type(day, '1605');
    expect(day).toHaveValue('16/05');
    const before = listRequests().length;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a valid date.')).toBeInTheDocument();
    expect(listRequests()).toHaveLength(before);
    await user.type(day, '2025');
    expect(day).toHaveValue('16/05/2025');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('date')).toBe('2025-05-16'));
  });

  it('pages forward and back with the server cursors, showing page X of N and the total', async () => {
    const { router, listRequests, countRequests, user } = await renderList(fortyAnswers);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('40 answers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('CBA-0016')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(Object.fromEntries(listRequests().at(-1)!.searchParams)).toMatchObject({
      cursor: 'after-15',
      direction: 'next',
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('CBA-0040')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('CBA-0016')).toBeInTheDocument();
    expect(Object.fromEntries(listRequests().at(-1)!.searchParams)).toMatchObject({
      cursor: 'before-31',
      direction: 'previous',
    });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    // The first page is the list without a cursor.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('CBA-0001')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // Paging never counts again: the total is kept by filter, not by page.
    expect(countRequests()).toHaveLength(1);
    expect(countRequests()[0]!.searchParams.has('cursor')).toBe(false);
  });

  it('shows the page before the total arrives, pages without it, then shows page X of N', async () => {
    let arrive: (reply: Reply) => void = () => {};
    const counted = new Promise<Reply>((resolve) => (arrive = resolve));
    const { countRequests, user } = await renderList(fortyAnswers, { count: () => counted });
    expect(await screen.findByText('CBA-0001')).toBeInTheDocument();
    expect(screen.getByText('Counting answers…')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('CBA-0016')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByText('Counting answers…')).toBeInTheDocument();

    arrive({ status: 200, body: { total: 40 } });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('40 answers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('CBA-0001')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(countRequests()).toHaveLength(1);
  });

  it("never shows another filter's total: a count that comes late for an old filter is not shown", async () => {
    const late: Record<string, (reply: Reply) => void> = {};
    const { router } = await renderList(fortyAnswers, {
      count: (params) => new Promise<Reply>((resolve) => (late[params.get('state')!] = resolve)),
    });
    expect(await screen.findByText('CBA-0001')).toBeInTheDocument();
    await waitFor(() => expect(late['-1']).toBeDefined());

    // The filter changes while the first count is still on its way.
    await act(() => router.navigate(`/respuestas/listado/${FORM_ID}?state=1`));
    await waitFor(() => expect(late['1']).toBeDefined());
    expect(screen.getByText('Counting answers…')).toBeInTheDocument();
    late['-1']!({ status: 200, body: { total: 40 } });
    late['1']!({ status: 200, body: { total: 7 } });
    expect(await screen.findByText('7 answers')).toBeInTheDocument();
    expect(screen.queryByText('40 answers')).not.toBeInTheDocument();

    // Back to the first filter: its total, counted meanwhile, shows at once.
    await act(() => router.navigate(`/respuestas/listado/${FORM_ID}`));
    expect(await screen.findByText('40 answers')).toBeInTheDocument();
  });

  it('keeps the table and the pager when the count fails', async () => {
    const { user } = await renderList(fortyAnswers, {
      count: async () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    });
    // After the client's own retries.
    expect(
      await screen.findByText('The answers could not be counted.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('CBA-0001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('CBA-0016')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('says so when nothing is found, without a pager', async () => {
    await renderList(() => ({ rows: [], total: 0, nextCursor: null, previousCursor: null }));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of answers' })).not.toBeInTheDocument();
    expect(screen.getByText('0 answers')).toBeInTheDocument();
  });

  it('hides the pager with 15 answers or fewer', async () => {
    await renderList(() => ({ rows: rows(1, 15), total: 15, nextCursor: null, previousCursor: null }));
    await screen.findByText('CBA-0015');
    expect(screen.queryByRole('navigation', { name: 'Pages of answers' })).not.toBeInTheDocument();
  });

  it('offers the actions menu only as the row flags allow', async () => {
    const { user } = await renderList(() => ({
      rows: [row(1), row(2, { complete: true, delete: false }), row(3, { complete: false, delete: true })],
      total: 3,
      nextCursor: null,
      previousCursor: null,
    }));
    await screen.findByText('CBA-0001');
    expect(
      screen.queryByRole('button', { name: 'More actions for answer CBA-0001' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View answer CBA-0001' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions for answer CBA-0002' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Complete unanswered questions' })).toHaveAttribute(
      'href',
      `/respuestas/actualizar/${row(2).id}`,
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Delete answer' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'More actions for answer CBA-0003' }));
    const other = await screen.findByRole('menu');
    expect(
      within(other).queryByRole('menuitem', { name: 'Complete unanswered questions' }),
    ).not.toBeInTheDocument();
    expect(within(other).getByRole('menuitem', { name: 'Delete answer' })).toBeInTheDocument();
  });

  it('deletes an answer after the confirmation, and says when the server refuses', async () => {
    const deleted: string[] = [];
    let refuse = false;
    const { user } = await renderList(
      () => ({
        rows: [row(3, { complete: false, delete: true })].filter((r) => !deleted.includes(r.id)),
        total: 1 - deleted.length,
        nextCursor: null,
        previousCursor: null,
      }),
      {
        onDelete: (id) => {
          if (refuse) return { status: 409, body: { error: { code: 'ANSWER_UNDELETABLE', message: 'x' } } };
          deleted.push(id);
          return { status: 204 };
        },
      },
    );
    await screen.findByText('CBA-0003');

    // Cancel first: nothing is deleted.
    await user.click(screen.getByRole('button', { name: 'More actions for answer CBA-0003' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete answer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete answer' });
    expect(dialog).toHaveTextContent('Do you confirm you want to delete the answer?');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'More actions for answer CBA-0003' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete answer' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete answer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/This answer cannot be deleted/)).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'More actions for answer CBA-0003' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete answer' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete answer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The list's own words (the answer view says 'Answer deleted successfully').
    expect(await screen.findByText('The answer was deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([row(3).id]);
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('asks for the points with the same filters when the map is shown', async () => {
    const { asked, user } = await renderList(fortyAnswers, {
      path: `/respuestas/listado/${FORM_ID}?state=2`,
      noTiles: true,
    });
    await screen.findByText('CBA-0001');
    expect(asked.some((url) => url.pathname.endsWith('/points'))).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Show map' }));
    expect(await screen.findByText('1 answer with a place on the map')).toBeInTheDocument();
    expect(screen.getByText(/the map may take a while/)).toBeInTheDocument();
    const points = asked.find((url) => url.pathname.endsWith('/points'))!;
    expect(points.searchParams.get('state')).toBe('2');
    expect(screen.getByRole('region', { name: 'Map of the answers' })).toBeInTheDocument();
  });

  it('says the places could not be loaded when the points body is not one it can read', async () => {
    const { user } = await renderList(fortyAnswers, {
      noTiles: true,
      points: () => Promise.resolve({ status: 200, body: { points: [] } }),
    });
    await user.click(screen.getByRole('switch', { name: 'Show map' }));
    // After the client's two retries.
    expect(
      await screen.findByText('The answers could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("counts on the map only the points of the current filter, not the last filter's", async () => {
    const late: ((reply: Reply) => void)[] = [];
    const at = (count: number) => ({
      status: 200,
      body: pointsBody(rows(1, count)),
    });
    const { router, user } = await renderList(fortyAnswers, {
      noTiles: true,
      points: (params) =>
        params.get('state') === '1'
          ? new Promise<Reply>((resolve) => late.push(resolve))
          : Promise.resolve(at(3)),
    });
    await user.click(screen.getByRole('switch', { name: 'Show map' }));
    expect(await screen.findByText('3 answers with a place on the map')).toBeInTheDocument();

    await act(() => router.navigate(`/respuestas/listado/${FORM_ID}?state=1`));
    expect(await screen.findByText('Loading the places of the answers…')).toBeInTheDocument();
    expect(screen.queryByText('3 answers with a place on the map')).not.toBeInTheDocument();
    await waitFor(() => expect(late).toHaveLength(1));
    late[0]!(at(2));
    expect(await screen.findByText('2 answers with a place on the map')).toBeInTheDocument();
  });
});
