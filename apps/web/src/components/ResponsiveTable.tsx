import {
  Box,
  CircularProgress,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
  /** The server's sort key for this column, when the list can be sorted by it. */
  sortKey?: string;
};

/** The list's order, kept by the caller (the server sorts). */
export type TableSort = { key: string; order: 'asc' | 'desc'; onChange: (key: string) => void };

export type ResponsiveTableProps<Row> = {
  /** Names the table, or the list of cards on phones. */
  label: string;
  rows: Row[];
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A new page is on its way; the old rows stay meanwhile. */
  fetching: boolean;
  /** `actions` heads the actions column (when there is one). */
  texts: { loading: string; empty: string; actions?: string };
  /** Wide screens: the columns before the actions. */
  columns: Column<Row>[];
  /** Phones: the lines of a row's card (its actions stand at its right). */
  card: (row: Row) => ReactNode;
  /** A row's actions, at its right (none: no actions column). */
  actions?: (row: Row) => ReactNode;
  /**
   * Phones: a row's actions under its card lines, named in words (touch has no tooltips); when
   * given, they stand in for `actions` on the cards.
   */
  cardActions?: (row: Row) => ReactNode;
  /** Under the rows, e.g. the pager. */
  footer?: ReactNode;
  /** Sortable column headers on wide screens (columns with a sortKey). */
  sort?: TableSort;
  /** A row's own look, e.g. a disabled account greyed out. */
  rowSx?: (row: Row) => SxProps<Theme> | undefined;
};

const asList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/** Rows of a paged list: a table on wide screens, one card per row on phones. Texts come translated. */
export function ResponsiveTable<Row extends { id: string }>({
  label,
  rows,
  loading,
  fetching,
  texts,
  columns,
  card,
  actions,
  cardActions,
  footer,
  sort,
  rowSx,
}: ResponsiveTableProps<Row>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));

  const placeholder = (loading || rows.length === 0) && (
    <Stack
      direction="row"
      spacing={1.5}
      role="status"
      sx={{ py: 6, justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }}
    >
      {loading && <CircularProgress size={20} aria-hidden />}
      <Typography>{loading ? texts.loading : texts.empty}</Typography>
    </Stack>
  );
  const progress = (
    <Box sx={{ height: 4 }}>{fetching && !loading && <LinearProgress aria-label={texts.loading} />}</Box>
  );

  if (phone)
    return (
      <Paper variant="outlined" aria-busy={fetching}>
        {progress}
        {placeholder || (
          <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                sx={[
                  { px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 },
                  ...asList(rowSx?.(row)),
                ]}
              >
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                  {card(row)}
                  {cardActions && (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
                      {cardActions(row)}
                    </Stack>
                  )}
                </Stack>
                {actions && !cardActions && <Box sx={{ alignSelf: 'center' }}>{actions(row)}</Box>}
              </Box>
            ))}
          </Stack>
        )}
        {footer}
      </Paper>
    );

  return (
    <TableContainer component={Paper} variant="outlined" aria-busy={fetching}>
      {progress}
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => {
              const active = sort !== undefined && sort.key === column.sortKey;
              return (
                <TableCell key={index} sortDirection={active ? sort.order : false}>
                  {sort && column.sortKey ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.order : 'asc'}
                      onClick={() => sort.onChange(column.sortKey!)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              );
            })}
            {actions && <TableCell align="right">{texts.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {placeholder ? (
            <TableRow>
              <TableCell colSpan={columns.length + (actions ? 1 : 0)}>{placeholder}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow hover key={row.id} sx={rowSx?.(row)}>
                {columns.map((column, index) => (
                  <TableCell key={index} sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                {actions && <TableCell align="right">{actions(row)}</TableCell>}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {footer}
    </TableContainer>
  );
}
