import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import {
  Box,
  Button,
  Collapse,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from './csv.ts';

export type ChartTable = { head: string[]; rows: (string | number)[][] };

/**
 * The chart is hidden from assistive technology (its table is its text alternative), so it holds
 * no keyboard stop either: MUI X's keyboard navigation would put a focusable element inside the
 * hidden box (WCAG 4.1.2, axe aria-hidden-focus).
 */
const NO_CHART_KEYBOARD = { defaultProps: { disableKeyboardNavigation: true } };
const chartsWithoutKeyboard = (outer: Theme): Theme =>
  ({
    ...outer,
    components: {
      ...outer.components,
      MuiBarChart: NO_CHART_KEYBOARD,
      MuiLineChart: NO_CHART_KEYBOARD,
      MuiPieChart: NO_CHART_KEYBOARD,
    },
  }) as Theme;

/**
 * One chart: its title and notes, the chart, and its data — as a small table behind a toggle (the
 * chart's text alternative, always printed) and as a CSV download.
 */
export function ChartCard({
  title,
  notes = [],
  table,
  children,
  wide = false,
}: {
  title: string;
  notes?: string[];
  table: ChartTable;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Paper
      variant="outlined"
      className="statistics-card"
      sx={{
        p: 2,
        gridColumn: wide ? '1 / -1' : undefined,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {title}
      </Typography>
      {notes.map((note) => (
        <Typography key={note} variant="body2" color="text.secondary">
          {note}
        </Typography>
      ))}
      <Box aria-hidden sx={{ flex: 1, mt: 1, minHeight: 0 }}>
        <ThemeProvider theme={chartsWithoutKeyboard}>{children}</ThemeProvider>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        className="statistics-no-print"
        sx={{ mt: 1, justifyContent: 'flex-end' }}
      >
        <Button
          size="small"
          startIcon={<TableChartOutlined />}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('statistics.charts.hideTable') : t('statistics.charts.showTable')}
        </Button>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          aria-label={t('statistics.charts.csvLabel', { title })}
          onClick={() => downloadCsv(title, [table.head, ...table.rows])}
        >
          {t('statistics.charts.csv')}
        </Button>
      </Stack>
      <Collapse in={open} id={tableId} className="statistics-table">
        <Table size="small" aria-label={title} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              {table.head.map((cell, index) => (
                <TableCell key={cell} align={index === 0 ? 'left' : 'right'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, index) => (
              <TableRow key={index}>
                {row.map((cell, at) => (
                  <TableCell key={at} align={at === 0 ? 'left' : 'right'} sx={{ wordBreak: 'break-word' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Collapse>
    </Paper>
  );
}
