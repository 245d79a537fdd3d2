import SaveOutlined from '@mui/icons-material/SaveOutlined';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Paper,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LeaveBlocker } from '../../components/useLeaveGuard.ts';

/** The save button fixed at the bottom, and the question asked when leaving with unsaved changes. */
export function EditorSaveBar({
  saving,
  disabled,
  onSave,
  blocker,
}: {
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
  blocker: LeaveBlocker;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Paper
        elevation={6}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          py: 1.5,
          px: 2,
          display: 'flex',
          justifyContent: 'flex-end',
          zIndex: 10,
          borderRadius: 0,
        }}
      >
        <Button
          variant="contained"
          size="large"
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveOutlined />}
          disabled={disabled}
          onClick={onSave}
        >
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
      </Paper>

      <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()}>
        <DialogContent>
          <DialogContentText>{t('editor.unsaved')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>{t('editor.stay')}</Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            {t('editor.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
