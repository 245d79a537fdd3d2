import type { AnswerListRow } from '@cabildo/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useDeleteAnswer } from '../../api/answers.ts';
import { ApiError } from '../../api/client.ts';

/** Spec part 3 §4 "Answer deletion": asks first; the server refuses (409) what may not be deleted. */
export function DeleteAnswerDialog({ row, onClose }: { row: AnswerListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAnswer();
  const submit = () =>
    remove.mutate(row.id, {
      onSuccess: () => {
        enqueueSnackbar(t('answersList.delete.done'), { variant: 'success', autoHideDuration: 6000 });
        onClose();
      },
      onError: (error) => {
        const refused = error instanceof ApiError && error.code === 'CONFLICT';
        enqueueSnackbar(t(refused ? 'answersList.delete.refused' : 'answersList.delete.failed'), {
          variant: 'error',
          autoHideDuration: 4000,
        });
        onClose();
      },
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delete-answer-title">
      <DialogTitle id="delete-answer-title">{t('answersList.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('answersList.delete.question')}</DialogContentText>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('answersList.delete.note', { code: row.code })}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('answersList.delete.cancel')}</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={remove.isPending}>
          {t('answersList.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
