import MailOutlined from '@mui/icons-material/MailOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Alert, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { buttonColours } from '../lib/buttonColours.ts';

type Props = {
  /** Why the last save was refused, closable; `reasonRef` lets the screen scroll it into view. */
  reason: string | null;
  reasonRef: Ref<HTMLDivElement>;
  onCloseReason: () => void;
  /** The reason on a row of its own above the buttons (correction) instead of beside them. */
  reasonRow?: boolean;
  /** What still stops the save (a citizen is missing), beside the buttons. */
  notice: string | null;
  /** Shown before the save buttons (a cancel button). */
  leading?: ReactNode;
  /** The municipality's button colour. */
  buttonColor: string | null;
  /** The label of "save with an e-mail copy", when it is offered. */
  emailLabel: string | null;
  saveLabel: string;
  /** A save on its way: the save button spins. */
  pending: boolean;
  disabled: boolean;
  onSave: (withEmail: boolean) => void;
};

/** The bar under the answer (answer and correction screens): the refusal, then the save buttons. */
export function SaveBar({
  reason,
  reasonRef,
  onCloseReason,
  reasonRow = false,
  notice,
  leading,
  buttonColor,
  emailLabel,
  saveLabel,
  pending,
  disabled,
  onSave,
}: Props) {
  const { contained, outlined } = buttonColours(useTheme(), buttonColor);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'flex-end',
        flexWrap: reasonRow ? 'wrap' : 'nowrap',
        gap: 1.5,
      }}
    >
      {reason && (
        <Alert
          ref={reasonRef}
          severity="error"
          onClose={onCloseReason}
          sx={reasonRow ? { flex: '1 1 100%' } : { mr: 'auto', flex: 1 }}
        >
          {reason}
        </Alert>
      )}
      {notice && (
        <Typography variant="body2" color="warning.dark" sx={{ mr: 'auto' }} role="status">
          {notice}
        </Typography>
      )}
      {leading}
      {emailLabel && (
        <Button
          variant="outlined"
          size="large"
          startIcon={<MailOutlined />}
          disabled={disabled}
          onClick={() => onSave(true)}
          sx={outlined}
        >
          {emailLabel}
        </Button>
      )}
      <Button
        variant="contained"
        size="large"
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveOutlined />}
        disabled={disabled}
        onClick={() => onSave(false)}
        sx={contained}
      >
        {saveLabel}
      </Button>
    </Paper>
  );
}
