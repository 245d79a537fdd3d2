import { formatDateTime, type AnswerListRow } from '@cabildo/domain';
import {
  Box,
  Chip,
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
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerRowActions } from './AnswerRowActions.tsx';

type Props = {
  rows: AnswerListRow[];
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A new page or filter is on its way; the old rows stay meanwhile. */
  fetching: boolean;
  onDelete: (row: AnswerListRow) => void;
  /** The dates filter the last update: show that date instead of the creation date. */
  byLastUpdate: boolean;
  footer: ReactNode;
};

const authorOf = (row: AnswerListRow) => row.author.name || row.author.username;

/** The answers of one page: a table on wide screens, one card per answer on phones. */
export function AnswerTable({ rows, loading, fetching, onDelete, byLastUpdate, footer }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const dateOf = (row: AnswerListRow) => formatDateTime(byLastUpdate ? row.updatedAt : row.createdAt);

  const stateChip = (row: AnswerListRow) =>
    row.state ? (
      <Chip size="small" color="primary" variant="outlined" label={row.state.name} />
    ) : (
      <Typography component="span" color="text.secondary">
        {t('answersList.none')}
      </Typography>
    );
  const citizen = (row: AnswerListRow) =>
    row.citizen ? (
      <>
        <Typography variant="body2">{row.citizen.name}</Typography>
        {row.citizen.document && (
          <Typography variant="caption" color="text.secondary">
            {row.citizen.document}
          </Typography>
        )}
      </>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('answersList.none')}
      </Typography>
    );

  const placeholder = (loading || rows.length === 0) && (
    <Stack
      direction="row"
      spacing={1.5}
      role="status"
      sx={{ py: 6, justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }}
    >
      {loading && <CircularProgress size={20} aria-hidden />}
      <Typography>{loading ? t('answersList.loading') : t('answersList.empty')}</Typography>
    </Stack>
  );
  const progress = (
    <Box sx={{ height: 4 }}>
      {fetching && !loading && <LinearProgress aria-label={t('answersList.loading')} />}
    </Box>
  );

  if (phone)
    return (
      <Paper variant="outlined" aria-busy={fetching}>
        {progress}
        {placeholder || (
          <Stack component="ul" aria-label={t('answersList.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 }}
              >
                <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.code}</Typography>
                    {stateChip(row)}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {dateOf(row)} · {authorOf(row)}
                  </Typography>
                  {row.citizen && (
                    <Typography variant="body2" color="text.secondary">
                      {t('answersList.columns.citizen')}: {row.citizen.name}
                      {row.citizen.document ? ` (${row.citizen.document})` : ''}
                    </Typography>
                  )}
                </Stack>
                <Box sx={{ alignSelf: 'center' }}>
                  <AnswerRowActions row={row} onDelete={() => onDelete(row)} />
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
      <Table aria-label={t('answersList.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('answersList.columns.code')}</TableCell>
            <TableCell>
              {byLastUpdate ? t('answersList.columns.updated') : t('answersList.columns.date')}
            </TableCell>
            <TableCell>{t('answersList.columns.author')}</TableCell>
            <TableCell>{t('answersList.columns.citizen')}</TableCell>
            <TableCell>{t('answersList.columns.state')}</TableCell>
            <TableCell align="right">{t('answersList.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {placeholder ? (
            <TableRow>
              <TableCell colSpan={6}>{placeholder}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow hover key={row.id}>
                <TableCell sx={{ fontWeight: 600 }}>{row.code}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateOf(row)}</TableCell>
                <TableCell>{authorOf(row)}</TableCell>
                <TableCell>{citizen(row)}</TableCell>
                <TableCell>{stateChip(row)}</TableCell>
                <TableCell align="right">
                  <AnswerRowActions row={row} onDelete={() => onDelete(row)} />
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
