import { canMoveTo, type AnswerState } from '@cabildo/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../components/MessageDialog.tsx';

/** Leaving with unsaved changes: stay (the default) or leave and lose them. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      id="leave"
      title={t('correction.leave.title')}
      body={t('correction.leave.body')}
      onClose={onStay}
    >
      <Button variant="contained" autoFocus onClick={onStay}>
        {t('correction.leave.stay')}
      </Button>
      <Button color="error" onClick={onLeave}>
        {t('correction.leave.leave')}
      </Button>
    </MessageDialog>
  );
}

/**
 * Forms with incident types by state: the state the corrected answer is saved in. Only the current
 * state (kept) and the states its transitions reach are offered.
 */
export function CorrectionStateDialog({
  state,
  onConfirm,
  onCancel,
}: {
  state: AnswerState;
  onConfirm: (stateId: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(state.current);
  const offered = state.available.filter(
    (target) => target.id === state.current || canMoveTo(state.available, state.current, target.id),
  );
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="correction-state-title">
      <DialogTitle id="correction-state-title">{t('correction.state.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('correction.state.body')}</DialogContentText>
        <RadioGroup
          aria-labelledby="correction-state-title"
          value={String(chosen)}
          onChange={(_, value) => setChosen(Number(value))}
        >
          {offered.map((target) => (
            <FormControlLabel
              key={target.id}
              value={String(target.id)}
              control={<Radio />}
              label={
                target.id === state.current
                  ? t('correction.state.current', { name: target.name })
                  : target.name
              }
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('correction.state.cancel')}</Button>
        <Button variant="contained" onClick={() => onConfirm(chosen)}>
          {t('correction.state.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
