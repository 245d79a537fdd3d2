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
};

type Props<Row> = {
  /** Names the table, or the list of cards on phones. */
  label: string;
  rows: Row[];
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A new page is on its way; the old rows stay meanwhile. */
  fetching: boolean;
  texts: { loading: string; empty: string; actions: string };
  /** Wide screens: the columns before the actions. */
  columns: Column<Row>[];
  /** Phones: the lines of a row's card (its actions stand at its right). */
  card: (row: Row) => ReactNode;
  actions: (row: Row) => ReactNode;
  footer: ReactNode;
};

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
  footer,
}: Props<Row>) {
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
                sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 }}
              >
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                  {card(row)}
                </Stack>
                <Box sx={{ alignSelf: 'center' }}>{actions(row)}</Box>
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
            {columns.map((column, index) => (
              <TableCell key={index}>{column.header}</TableCell>
            ))}
            <TableCell align="right">{texts.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {placeholder ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{placeholder}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow hover key={row.id}>
                {columns.map((column, index) => (
                  <TableCell key={index} sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                <TableCell align="right">{actions(row)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {footer}
    </TableContainer>
  );
}
