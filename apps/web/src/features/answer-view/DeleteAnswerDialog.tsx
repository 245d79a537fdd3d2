import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useSnackbar } from '../../components/notifications.tsx';
import { useTranslation } from 'react-i18next';
import { useDeleteAnswer } from '../../api/answerActions.ts';
import { ApiError } from '../../api/client.ts';

/**
 * Asks before deleting an answer (spec part 3 §4), from the answers list or the answer view; a
 * refusal (409: signed, citizen-portal or payment answer) is explained inside the dialog.
 */
export function DeleteAnswerDialog({
  answerId,
  doneText,
  onClose,
  onDeleted,
}: {
  answerId: string;
  /** The success notice where it differs from the view's (the list's, spec part 3 §8). */
  doneText?: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAnswer();
  // The server refuses this answer for good (signed, citizen-portal or payment).
  const refused = remove.error instanceof ApiError && remove.error.code === 'ANSWER_UNDELETABLE';

  const submit = () =>
    remove.mutate(answerId, {
      onSuccess: () => {
        enqueueSnackbar(doneText ?? t('answer-view.delete.done'), { variant: 'success' });
        onDeleted();
      },
    });

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-answer-title"
      aria-describedby="delete-answer-note"
    >
      <DialogTitle id="delete-answer-title">{t('answer-view.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-answer-note">
          {t('answer-view.delete.question')} {t('answer-view.delete.note')}
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(refused ? 'errors.ANSWER_UNDELETABLE' : 'answer-view.delete.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('answer-view.delete.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={submit}
          loading={remove.isPending}
          disabled={refused}
        >
          {t('answer-view.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
