import { formatDateTime, type AnswerState } from '@cabildo/domain';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { Term, TermList } from '../../components/TermList.tsx';
import { historyRows, type HistoryRow } from './history.ts';
import { useReaderTimeZone } from '../../session/session.tsx';

/** Spec part 3 §4: date, user, time in state and state name; first row Inicial, last Actual. */
export function StateHistoryDialog({ state, onClose }: { state: AnswerState; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useReaderTimeZone();
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
      <DialogTitle id="state-history-title">{t('answer-view.history.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('answer-view.history.note')}
        </Alert>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('answer-view.history.empty')}</Typography>
        ) : (
          <ResponsiveTable
            label={t('answer-view.history.title')}
            rows={rows.map((row, index) => ({ ...row, id: String(index) }))}
            loading={false}
            fetching={false}
            texts={{ loading: '', empty: t('answer-view.history.empty') }}
            columns={[
              {
                header: t('answer-view.history.date'),
                cell: (row) => formatDateTime(row.date, zone),
                sx: { whiteSpace: 'nowrap' },
              },
              { header: t('answer-view.history.user'), cell: (row) => row.userName },
              {
                header: t('answer-view.history.timeInState'),
                cell: (row) => <Duration row={row} />,
                sx: { whiteSpace: 'nowrap' },
              },
              { header: t('answer-view.history.state'), cell: (row) => <StateName row={row} /> },
            ]}
            card={(row) => (
              <>
                <Typography component="div" sx={{ fontWeight: 700, mb: 0.5 }}>
                  <StateName row={row} />
                </Typography>
                <TermList>
                  <Term label={t('answer-view.history.date')} value={formatDateTime(row.date, zone)} />
                  <Term label={t('answer-view.history.user')} value={row.userName} />
                  <Term label={t('answer-view.history.timeInState')} value={<Duration row={row} />} />
                </TermList>
              </>
            )}
            // The current state stands out, as the selected row.
            rowSx={(row) => (row.current ? { bgcolor: 'action.selected' } : undefined)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('answer-view.history.close')}
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
      {row.initial && <Chip size="small" variant="outlined" label={t('answer-view.history.initial')} />}
      {row.current && <Chip size="small" color="primary" label={t('answer-view.history.current')} />}
    </Stack>
  );
}

function Duration({ row }: { row: HistoryRow }) {
  const { t } = useTranslation();
  if (row.time.unit === 'hours' && row.time.count === 0) return <>{t('answer-view.history.underAnHour')}</>;
  return <>{t(`answer-view.history.${row.time.unit}`, { count: row.time.count })}</>;
}
