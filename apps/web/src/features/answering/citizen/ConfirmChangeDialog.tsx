import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onConfirm: () => void; onCancel: () => void };

/** The spec's "confirm change of user" dialog: a chosen citizen is only cleared once confirmed. */
export function ConfirmChangeDialog({ open, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="citizen-change-title"
      aria-describedby="citizen-change-body"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="citizen-change-title">{t('citizens.confirmChange.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="citizen-change-body">{t('citizens.confirmChange.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          {t('citizens.confirmChange.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('citizens.confirmChange.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
