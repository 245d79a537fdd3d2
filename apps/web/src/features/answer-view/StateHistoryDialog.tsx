import { formatDateTime, type AnswerState } from '@cabildo/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { useTranslation } from 'react-i18next';
import { Term, TermList } from '../../components/TermList.tsx';
import { historyRows, type HistoryRow } from './history.ts';

/** Spec part 3 §4: date, user, time in state and state name; first row Inicial, last Actual. */
export function StateHistoryDialog({ state, onClose }: { state: AnswerState; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const rows = historyRows(state);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={narrow}
      maxWidth="md"
      aria-labelledby="state-history-title"
    >
      <DialogTitle id="state-history-title">{t('answerView.history.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('answerView.history.note')}
        </Alert>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('answerView.history.empty')}</Typography>
        ) : narrow ? (
          <HistoryList rows={rows} />
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('answerView.history.date')}</TableCell>
                  <TableCell>{t('answerView.history.user')}</TableCell>
                  <TableCell>{t('answerView.history.timeInState')}</TableCell>
                  <TableCell>{t('answerView.history.state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={index} selected={row.current}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.date)}</TableCell>
                    <TableCell>{row.userName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Duration row={row} />
                    </TableCell>
                    <TableCell>
                      <StateName row={row} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('answerView.history.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function StateName({ row }: { row: HistoryRow }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{row.stateName}</span>
      {row.initial && <Chip size="small" variant="outlined" label={t('answerView.history.initial')} />}
      {row.current && <Chip size="small" color="primary" label={t('answerView.history.current')} />}
    </Stack>
  );
}

function Duration({ row }: { row: HistoryRow }) {
  const { t } = useTranslation();
  if (row.time.unit === 'hours' && row.time.count === 0) return <>{t('answerView.history.underAnHour')}</>;
  return <>{t(`answerView.history.${row.time.unit}`, { count: row.time.count })}</>;
}

/** On a phone the four columns do not fit: one block per entry, the state first. */
function HistoryList({ rows }: { rows: HistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <Box
          component="li"
          key={index}
          sx={{
            border: 1,
            borderColor: row.current ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 1.5,
          }}
        >
          <Typography component="div" sx={{ fontWeight: 700, mb: 0.5 }}>
            <StateName row={row} />
          </Typography>
          <TermList>
            <Term label={t('answerView.history.date')} value={formatDateTime(row.date)} />
            <Term label={t('answerView.history.user')} value={row.userName} />
            <Term label={t('answerView.history.timeInState')} value={<Duration row={row} />} />
          </TermList>
        </Box>
      ))}
    </Stack>
  );
}
