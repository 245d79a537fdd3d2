import { OBSERVATIONS_MAX, type ErrorCode, type State } from '@cabildo/domain';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../components/MessageDialog.tsx';
import { TextInput } from '../../../components/TextInput.tsx';
import { waitText } from '../../../components/waitMessage.ts';
import type { OutboxStatus } from '../hooks/useOutbox.ts';

/** The observations modal: free text saved with the answer (observations). */
export function ObservationsDialog({
  value,
  onClose,
}: {
  value: string;
  onClose: (observations: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <Dialog open onClose={() => onClose(text)} fullWidth maxWidth="sm" aria-labelledby="observations-title">
      <DialogTitle id="observations-title">{t('answering.observations.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('answering.observations.help')}</DialogContentText>
        <TextInput
          autoFocus
          fullWidth
          multiline
          minRows={4}
          maxRows={12}
          label={t('answering.observations.label')}
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, OBSERVATIONS_MAX))}
          helperText={`${text.length} / ${OBSERVATIONS_MAX}`}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => onClose(text)}>
          {t('answering.observations.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Forms with one incident type per state: the state the answer is saved in (spec part 2 §4). */
export function StateDialog({
  states,
  initial,
  onConfirm,
  onCancel,
}: {
  states: State[];
  initial: number | null;
  onConfirm: (stateId: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(initial ?? states[0]?.id ?? null);
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="state-title">
      <DialogTitle id="state-title">{t('answering.state.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('answering.state.body')}</DialogContentText>
        <RadioGroup
          aria-labelledby="state-title"
          value={chosen === null ? '' : String(chosen)}
          onChange={(_, value) => setChosen(Number(value))}
        >
          {states.map((state) => (
            <FormControlLabel
              key={state.id}
              value={String(state.id)}
              control={<Radio />}
              label={state.name}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('answering.state.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen === null}
          onClick={() => chosen !== null && onConfirm(chosen)}
        >
          {t('answering.state.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Refusals by an outside system the answer depends on: the dialog names them (spec part 2 §8:
 * 'Error while creating incident.'), as the answer is not saved until the system answers.
 */
const OUTSIDE_SYSTEM_FAILURES: readonly ErrorCode[] = [
  'INCIDENT_CREATE_FAILED',
  'CITIZEN_REGISTRY_ERROR',
  'MANAGEMENT_SYSTEM_ERROR',
];

/**
 * 'Conexión a internet perdida': the save waits on the device and goes out by itself when the
 * connection comes back (or, when the server could not take it yet, a little later); the page must
 * stay open meanwhile. 'Try again now' stays enabled, so the dialog always holds the focus; pressed
 * while the answer is on its way, it does nothing. When an outside system refused the answer
 * (`failure`), the dialog says which.
 */
export function ConnectionLostDialog({
  status,
  failure = null,
  waitSeconds = null,
  onRetry,
}: {
  status: OutboxStatus;
  failure?: ErrorCode | null;
  /** The server is taking too many requests (429): how long it asked to wait. */
  waitSeconds?: number | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const server = status === 'retrying';
  const reason = server && failure && OUTSIDE_SYSTEM_FAILURES.includes(failure) ? failure : null;
  return (
    <Dialog
      open
      aria-labelledby="connection-title"
      aria-describedby="connection-body"
      maxWidth="xs"
      fullWidth
    >
      <DialogContent sx={{ pt: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'warning.main',
              color: 'warning.contrastText',
            }}
          >
            {server ? <CloudSyncOutlined sx={{ fontSize: 32 }} /> : <WifiOffOutlined sx={{ fontSize: 32 }} />}
          </Box>
          <Typography id="connection-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t(server ? 'answering.connection.serverTitle' : 'answering.connection.title')}
          </Typography>
          {reason && (
            <Alert severity="error" sx={{ textAlign: 'left', width: '100%' }}>
              {t(`errors.${reason}`)}
            </Alert>
          )}
          {server && waitSeconds !== null && (
            <Alert severity="warning" sx={{ textAlign: 'left', width: '100%' }}>
              {waitText(t, waitSeconds)}
            </Alert>
          )}
          <Typography id="connection-body" color="text.secondary">
            {t(server ? 'answering.connection.serverBody' : 'answering.connection.body')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {t(
                status === 'sending'
                  ? 'answering.connection.sending'
                  : server
                    ? 'answering.connection.willRetry'
                    : 'answering.connection.waiting',
              )}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="outlined" autoFocus onClick={onRetry}>
          {t('answering.connection.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before throwing away what was typed on this device. */
export function DiscardDraftDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      id="discard"
      title={t('answering.draft.discardTitle')}
      body={t('answering.draft.discardBody')}
      onClose={onCancel}
    >
      <Button onClick={onCancel}>{t('answering.draft.cancel')}</Button>
      <Button color="error" variant="contained" onClick={onConfirm}>
        {t('answering.draft.discardConfirm')}
      </Button>
    </MessageDialog>
  );
}
