import type { RecipientAnswerRow, RecipientSearchPage, Role } from '@cabildo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { meFor, renderApp, stubApi } from './render.tsx';

const SEARCH = '/api/recipients/answers';

const row = (index: number): RecipientAnswerRow => ({
  id: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`,
  code: `CBA-${index}`,
  formTitle: 'Poda de arbolado',
  formTitleAlt: { en: 'Tree pruning' },
  createdAt: new Date(2025, 4, 16, 9, index).toISOString(),
  state: index % 2 ? { id: 0, name: 'Recibida' } : null,
});
const ANA = {
  kind: 'natural' as const,
  firstName: 'Ana María',
  lastName: 'Gómez',
  dni: '30123456',
  cuit: null,
  email: 'ana.gomez@correo.cba.test',
};

async function renderHome(
  reply: (params: URLSearchParams) => RecipientSearchPage | Promise<RecipientSearchPage>,
  role: Role = 'ROLE_SUPERVISOR',
) {
  const asked: URLSearchParams[] = [];
  stubApi(async (url) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor(role) };
    if (parsed.pathname === SEARCH) {
      asked.push(parsed.searchParams);
      return { status: 200, body: await reply(parsed.searchParams) };
    }
    return { status: 200, body: { rows: [], total: 0 } };
  });
  const rendered = await renderApp('/home');
  const heading = localStorage.getItem('language') === 'es' ? 'Búsqueda de destinatario' : 'Recipient search';
  await screen.findByRole('search', { name: heading }, { timeout: 10_000 });
  return { ...rendered, asked, user: userEvent.setup({ delay: null }) };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
async function chooseType(user: ReturnType<typeof userEvent.setup>, type: 'DNI/ID' | 'CUIT/RUC') {
  await user.click(screen.getByRole('combobox', { name: 'Document type' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: type }));
}

afterEach(() => localStorage.removeItem('language'));

describe('recipient search on /home', { timeout: 30_000 }, () => {
  it('asks for a search, judges the number, then shows the person and 5 answers a page', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { asked, user } = await renderHome(async (params) => {
      if (!params.get('cursor')) {
        await held;
        return {
          recipient: ANA,
          rows: [7, 6, 5, 4, 3].map(row),
          total: 7,
          nextCursor: 'next-1',
          previousCursor: null,
        };
      }
      return { recipient: ANA, rows: [2, 1].map(row), total: 7, nextCursor: null, previousCursor: 'prev-2' };
    });
    expect(screen.getByText('Run a search...')).toBeVisible();
    expect(button('Search')).toBeDisabled();

    // No type yet: nothing to search, whatever is typed.
    const number = screen.getByRole('textbox', { name: 'Number' });
    await user.type(number, '30123456');
    expect(button('Search')).toBeDisabled();
    await user.clear(number);

    await chooseType(user, 'DNI/ID');
    await user.type(number, '301');
    expect(button('Search')).toBeDisabled();
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(button('Invalid DNI/ID')).toBeDisabled();
    await user.clear(number);
    await user.type(number, '30.123.456');
    expect(button('Invalid DNI/ID')).toBeDisabled();
    await user.clear(number);
    await user.type(number, '30123456');
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(button('Search'));

    expect(await screen.findByText('Please wait, loading...')).toBeVisible();
    release();
    const person = await screen.findByRole('region', { name: 'Person found' });
    expect(within(person).getByText('Ana María Gómez')).toBeVisible();
    expect(within(person).getByText('30123456')).toBeVisible();
    expect(within(person).getByText('ana.gomez@correo.cba.test')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Answers linked to the number' });
    for (const header of ['Form', 'Code', 'Date', 'State'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByText('Tree pruning')).toHaveLength(5);
    expect(within(table).getByRole('link', { name: 'View answer CBA-7' })).toHaveAttribute(
      'href',
      `/ver/${row(7).id}`,
    );
    expect(screen.getByText('7 answers')).toBeVisible();
    // An answer of a form without states shows '-' (spec part 3 §4), as the answers list does.
    const stateless = within(within(table).getByRole('row', { name: /CBA-6/ })).getAllByRole('cell');
    expect(stateless[3]).toHaveTextContent(/^-$/);
    expect(asked[0]!.get('kind')).toBe('natural');
    expect(asked[0]!.get('number')).toBe('30123456');
    // The same search again: the input has to change first.
    expect(button('Search')).toBeDisabled();

    await user.click(button('Next page'));
    expect(await within(table).findByText('CBA-1')).toBeVisible();
    expect(asked.at(-1)!.get('cursor')).toBe('next-1');
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it('searches a CUIT/RUC with dashes and says when nothing was found', async () => {
    const { asked, user } = await renderHome(() => ({
      recipient: null,
      rows: [],
      total: 0,
      nextCursor: null,
      previousCursor: null,
    }));
    await chooseType(user, 'CUIT/RUC');
    const number = screen.getByRole('textbox', { name: 'Number' });
    await user.type(number, '3071234567');
    await user.tab();
    expect(button('Invalid CUIT/RUC')).toBeDisabled();
    await user.type(number, '8');
    await user.click(button('Search'));
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Person found' })).toBeNull();
    expect(asked[0]!.get('kind')).toBe('legal');
    expect(asked[0]!.get('number')).toBe('30712345678');
  });

  it('shows the spec’s Spanish texts', async () => {
    localStorage.setItem('language', 'es');
    const { user } = await renderHome(() => ({
      recipient: null,
      rows: [],
      total: 0,
      nextCursor: null,
      previousCursor: null,
    }));
    expect(screen.getByText('Realice una búsqueda...')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'DNI/ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontraron resultados')).toBeVisible();
  });

  it('tells a refused search apart from an empty one', async () => {
    stubApi((url) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_ADMIN') };
      return { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many' } } };
    });
    await renderApp('/home');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('search', { name: 'Recipient search' }, { timeout: 10_000 });
    await chooseType(user, 'DNI/ID');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '30123456');
    await user.click(button('Search'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search could not be completed.');
  });

  it('sends the roles without the search to the form list', async () => {
    stubApi((url) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_INSPECTOR') };
      return { status: 200, body: { rows: [], total: 0 } };
    });
    const { router } = await renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/listar'), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Recipient search' })).toBeNull();
  });
});
