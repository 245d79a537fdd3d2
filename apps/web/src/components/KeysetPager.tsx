import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';

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
