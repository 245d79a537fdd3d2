import type { AnswerListFilter } from '@cabildo/domain';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';

/** A keyset page: the server's cursor it starts from (none on the first), the way walked, its number. */
export type PagePlace = Pick<AnswerListFilter, 'cursor' | 'direction'> & { page: number };

/**
 * The pages beside `place`, from the cursors the server handed back with it: the previous one
 * (page 1 is always the first page, asked without a cursor) and the next one, null at the end.
 */
export function neighbourPages(
  place: PagePlace,
  cursors: { previousCursor: string | null; nextCursor: string | null },
): { previous: PagePlace; next: PagePlace | null } {
  return {
    previous:
      cursors.previousCursor && place.page > 2
        ? { cursor: cursors.previousCursor, direction: 'previous', page: place.page - 1 }
        : { direction: 'next', page: 1 },
    next: cursors.nextCursor ? { cursor: cursors.nextCursor, direction: 'next', page: place.page + 1 } : null,
  };
}

type Labels = {
  /** The total, or that it is still being counted. */
  total: string;
  nav: string;
  previous: string;
  next: string;
  /** "Page X of N"; `pages` is undefined while the total is being counted ("Page X"). */
  page: (page: number, pages?: number) => string;
};

/**
 * The footer of a keyset-paged table: the total, and — only when there is more than one page —
 * previous / next with "page X of N". The caller owns the cursors; texts come translated.
 * The total may come later than the page (`undefined` until then): the cursors alone tell
 * whether there are other pages, so previous / next work before it arrives.
 */
export function KeysetPager({
  total,
  pageSize,
  page,
  hasNext,
  busy,
  onPrevious,
  onNext,
  labels,
}: {
  total: number | undefined;
  pageSize: number;
  page: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  labels: Labels;
}) {
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const several = page > 1 || hasNext || (pages ?? 1) > 1;
  const arrow = (label: string, disabled: boolean, onClick: () => void, icon: React.ReactNode) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled || busy} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack
      direction="row"
      sx={{
        px: 2,
        py: 1,
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {labels.total}
      </Typography>
      {several && (
        <Stack
          component="nav"
          aria-label={labels.nav}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          {arrow(labels.previous, page <= 1, onPrevious, <ChevronLeft />)}
          <Typography variant="body2">
            {pages === undefined ? labels.page(page) : labels.page(Math.min(page, pages), pages)}
          </Typography>
          {arrow(labels.next, !hasNext, onNext, <ChevronRight />)}
        </Stack>
      )}
    </Stack>
  );
}
