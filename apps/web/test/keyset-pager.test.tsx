import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeysetPager, neighbourPages } from '../src/components/KeysetPager.tsx';

const labels = (total: number | undefined) => ({
  total: total === undefined ? 'Counting…' : `${total} answers`,
  nav: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number, pages?: number) => (pages === undefined ? `Page ${page}` : `Page ${page} of ${pages}`),
});

function pager(props: { total: number | undefined; page: number; hasNext: boolean; busy?: boolean }) {
  const onPrevious = vi.fn();
  const onNext = vi.fn();
  const view = render(
    <KeysetPager
      total={props.total}
      pageSize={15}
      page={props.page}
      hasNext={props.hasNext}
      busy={props.busy ?? false}
      onPrevious={onPrevious}
      onNext={onNext}
      labels={labels(props.total)}
    />,
  );
  const rerender = (next: { total: number | undefined; page: number; hasNext: boolean }) =>
    view.rerender(
      <KeysetPager
        {...next}
        pageSize={15}
        busy={false}
        onPrevious={onPrevious}
        onNext={onNext}
        labels={labels(next.total)}
      />,
    );
  return { onPrevious, onNext, rerender };
}

describe('KeysetPager', () => {
  it('pages with the cursors while the total is counted, then shows page X of N', async () => {
    const user = userEvent.setup();
    const { onPrevious, onNext, rerender } = pager({ total: undefined, page: 2, hasNext: true });
    expect(screen.getByRole('status')).toHaveTextContent('Counting…');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).toHaveBeenCalledOnce();

    rerender({ total: 40, page: 2, hasNext: true });
    expect(screen.getByRole('status')).toHaveTextContent('40 answers');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    // A stale page number never reads past the last page.
    rerender({ total: 20, page: 3, hasNext: false });
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the pager only when there is more than one page', () => {
    const { rerender } = pager({ total: undefined, page: 1, hasNext: false });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender({ total: 15, page: 1, hasNext: false });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('15 answers');
    // Before the total: the next cursor says there is more.
    rerender({ total: undefined, page: 1, hasNext: true });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender({ total: 16, page: 1, hasNext: true });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('disables both arrows while a page loads', () => {
    pager({ total: 60, page: 2, hasNext: true, busy: true });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

describe('neighbour pages', () => {
  const cursors = { previousCursor: 'p', nextCursor: 'n' };

  it('walks back from the previous cursor and on from the next one', () => {
    expect(neighbourPages({ cursor: 'c', direction: 'next', page: 4 }, cursors)).toEqual({
      previous: { cursor: 'p', direction: 'previous', page: 3 },
      next: { cursor: 'n', direction: 'next', page: 5 },
    });
  });

  it('goes back to page 1 without a cursor, so it is the true first page', () => {
    expect(neighbourPages({ cursor: 'c', direction: 'next', page: 2 }, cursors).previous).toEqual({
      direction: 'next',
      page: 1,
    });
    // Nothing newer is left before a page 3 (its answers were deleted): back to page 1.
    expect(
      neighbourPages({ cursor: 'c', direction: 'previous', page: 3 }, { ...cursors, previousCursor: null })
        .previous,
    ).toEqual({ direction: 'next', page: 1 });
  });

  it('has no next page at the end', () => {
    expect(neighbourPages({ direction: 'next', page: 1 }, { ...cursors, nextCursor: null }).next).toBeNull();
  });
});
