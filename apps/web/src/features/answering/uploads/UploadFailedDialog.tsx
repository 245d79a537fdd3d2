import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's failure dialog of uploads and deletes (part 2 §8). */
export function UploadFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('uploads.errorTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('uploads.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
