import { type UserImportPreview, type UserImportSummary } from '@cabildo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFor, renderApp, stubApi, type Reply } from './render.tsx';

vi.setConfig({ testTimeout: 30_000 });

const MUNICIPALITY = { id: '00000000-0000-4000-8000-000000000101', name: 'Córdoba' };
const preview: UserImportPreview = {
  municipality: MUNICIPALITY,
  rows: 2,
  valid: 1,
  ignoredColumns: [],
  problems: [
    {
      row: 3,
      column: 'role',
      columnLabel: 'Role',
      code: 'ROLE_UNKNOWN',
      message: 'There is no role “Boss”.',
    },
  ],
};
const summary: UserImportSummary = {
  municipality: MUNICIPALITY,
  created: 1,
  skipped: 1,
  failed: 0,
  invitationsQueued: 1,
  rows: [
    { row: 2, email: 'ana@example.com', outcome: 'created', reason: null },
    { row: 3, email: 'boss@example.com', outcome: 'skipped', reason: 'Role: There is no role “Boss”.' },
  ],
  csv: '\uFEFFRow,Email,Outcome,Reason\r\n',
  csvFileName: 'user-import.csv',
};

function serve(route: (url: URL) => Reply | undefined) {
  const asked: URL[] = [];
  stubApi((raw) => {
    const url = new URL(raw, 'http://localhost');
    asked.push(url);
    if (url.pathname === '/api/auth/me') return { status: 200, body: meFor('ROLE_SUPERVISOR_ELEVADO') };
    return route(url) ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } };
  });
  return asked;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const file = () => new File(['email,firstName,lastName,role,areas\n'], 'staff.csv', { type: 'text/csv' });

describe('users import page', () => {
  it('is reached from the users list', async () => {
    serve((url) =>
      url.pathname === '/api/users' ? { status: 200, body: { rows: [], total: 0 } } : undefined,
    );
    await renderApp('/usuarios');
    expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute('href', '/usuarios/importar');
  });

  it('previews the chosen file, lists each problem by row and column, imports and sums up', async () => {
    const asked = serve((url) => {
      if (url.pathname === '/api/users/import/preview') return { status: 200, body: preview };
      if (url.pathname === '/api/users/import') return { status: 200, body: summary };
      return undefined;
    });
    await renderApp('/usuarios/importar');
    const input = await screen.findByLabelText('CSV or Excel file (.xlsx)');
    await userEvent.upload(input, file());
    const table = await screen.findByRole('table', { name: 'Problems found' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['3', 'Role', 'There is no role “Boss”.']);
    expect(screen.getByText('2 rows read; 1 can be imported.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 user' }));
    expect(await screen.findByText('Created: 1. Skipped: 1. Failed: 0.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download summary (CSV)' })).toBeEnabled();
    expect(screen.getByRole('table', { name: 'Rows not imported' })).toHaveTextContent('boss@example.com');
    // The elevated supervisor names no municipality: the server takes the own one.
    expect(
      asked.filter((url) => url.pathname.startsWith('/api/users/import')).map((url) => url.search),
    ).toEqual(['', '']);
  });

  it('says why a file is refused and keeps it chosen', async () => {
    serve((url) =>
      url.pathname === '/api/users/import/preview'
        ? {
            status: 400,
            body: {
              error: {
                code: 'FILE_TYPE_INVALID',
                message: 'no',
                details: [{ path: '/file', key: 'uploads.errors.badFormat', message: 'Invalid file format' }],
              },
            },
          }
        : undefined,
    );
    await renderApp('/usuarios/importar');
    const input = await screen.findByLabelText<HTMLInputElement>('CSV or Excel file (.xlsx)');
    await userEvent.upload(input, file());
    expect(await screen.findByText('Invalid file format')).toBeInTheDocument();
    expect(input.files?.[0]?.name).toBe('staff.csv');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });
});
