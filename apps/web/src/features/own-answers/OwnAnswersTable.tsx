import { formatDateTime, type OwnAnswerRow } from '@cabildo/domain';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  CircularProgress,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type Props = {
  rows: OwnAnswerRow[];
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A new page is on its way (or a live refresh); the old rows stay meanwhile. */
  fetching: boolean;
  footer: ReactNode;
};

/** The short form of an answer id the table shows (the full id is in its tooltip). */
export const shortId = (id: string) => id.slice(0, 8);

function RowActions({ row }: { row: OwnAnswerRow }) {
  const { t } = useTranslation();
  const update = t('ownAnswers.actions.update', { code: row.code });
  const view = t('ownAnswers.actions.view', { code: row.code });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={update}>
        <IconButton component={RouterLink} to={`/respuestas/actualizar/${row.id}`} aria-label={update}>
          <EditNoteOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={view}>
        <IconButton component={RouterLink} to={`/ver/${row.id}`} aria-label={view}>
          <VisibilityOutlined />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** The person's answers of one page: a table on wide screens, one card per answer on phones. */
export function OwnAnswersTable({ rows, loading, fetching, footer }: Props) {
  const { t } = useTranslation();
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
      <Typography>{loading ? t('ownAnswers.loading') : t('ownAnswers.empty')}</Typography>
    </Stack>
  );
  const progress = (
    <Box sx={{ height: 4 }}>
      {fetching && !loading && <LinearProgress aria-label={t('ownAnswers.loading')} />}
    </Box>
  );
  const id = (row: OwnAnswerRow) => (
    <Tooltip title={row.id}>
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {shortId(row.id)}
      </Box>
    </Tooltip>
  );

  if (phone)
    return (
      <Paper variant="outlined" aria-busy={fetching}>
        {progress}
        {placeholder || (
          <Stack component="ul" aria-label={t('ownAnswers.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 }}
              >
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.code}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(row.createdAt)} · {t('ownAnswers.columns.id')} {id(row)}
                  </Typography>
                </Stack>
                <Box sx={{ alignSelf: 'center' }}>
                  <RowActions row={row} />
                </Box>
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
      <Table aria-label={t('ownAnswers.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ownAnswers.columns.id')}</TableCell>
            <TableCell>{t('ownAnswers.columns.code')}</TableCell>
            <TableCell>{t('ownAnswers.columns.date')}</TableCell>
            <TableCell align="right">{t('ownAnswers.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {placeholder ? (
            <TableRow>
              <TableCell colSpan={4}>{placeholder}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow hover key={row.id}>
                <TableCell>{id(row)}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{row.code}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell align="right">
                  <RowActions row={row} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {footer}
    </TableContainer>
  );
}
