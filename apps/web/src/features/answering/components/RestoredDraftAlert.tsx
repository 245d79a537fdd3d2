import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Says the answer was restored from its draft, with the way to start again. */
export function RestoredDraftAlert({ onClose, onDiscard }: { onClose: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      onClose={onClose}
      action={
        <Button color="inherit" size="small" onClick={onDiscard} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {t('answering.draft.discard')}
        </Button>
      }
    >
      {t('answering.draft.restored')}
    </Alert>
  );
}
