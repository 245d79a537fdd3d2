import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveTable } from '../src/components/ResponsiveTable.tsx';

type Row = { id: string; code: string };
const rows: Row[] = [
  { id: 'a', code: 'CBA-2' },
  { id: 'b', code: 'CBA-1' },
];
const texts = { loading: 'Loading answers…', empty: 'No answers.', actions: 'Actions' };

function table(props: { rows?: Row[]; loading?: boolean; fetching?: boolean } = {}) {
  render(
    <ResponsiveTable
      label="Answers"
      rows={props.rows ?? rows}
      loading={props.loading ?? false}
      fetching={props.fetching ?? false}
      texts={texts}
      columns={[{ header: 'Code', cell: (row) => row.code }]}
      card={(row) => <span>{`Card ${row.code}`}</span>}
      actions={(row) => <button type="button">{`Open ${row.code}`}</button>}
      footer={<p>2 answers</p>}
    />,
  );
}

/** Phones: every media query of the theme's `down('md')` matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

describe('responsive table', () => {
  it('is a table with the columns and an actions column on wide screens', () => {
    table();
    const grid = screen.getByRole('table', { name: 'Answers' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Code', 'Actions']);
    const [, first] = within(grid).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: 'CBA-2' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Open CBA-2' })).toBeInTheDocument();
    expect(screen.getByText('2 answers')).toBeInTheDocument();
  });

  it('is a list of cards with their actions on phones', () => {
    onPhone();
    table();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Card CBA-2Open CBA-2', 'Card CBA-1Open CBA-1']);
    expect(screen.getByText('2 answers')).toBeInTheDocument();
  });

  it('says it is loading, then that there is nothing, in either layout', () => {
    onPhone();
    table({ rows: [], loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading answers…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says there is nothing on wide screens, in a row across every column', () => {
    table({ rows: [] });
    const cell = within(screen.getByRole('table')).getByRole('status').closest('td');
    expect(cell).toHaveAttribute('colspan', '2');
    expect(cell).toHaveTextContent('No answers.');
  });

  it('shows a progress bar while another page loads over the old rows', () => {
    table({ fetching: true });
    expect(screen.getByRole('progressbar', { name: 'Loading answers…' })).toBeInTheDocument();
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).not.toBeNull();
  });
});
