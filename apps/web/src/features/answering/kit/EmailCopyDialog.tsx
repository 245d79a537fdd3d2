import { EMAIL_RECIPIENTS_MAX, type FileRef } from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import {
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSendEmailCopy } from '../../../api/answering.ts';
import { AttachmentField } from '../uploads/AttachmentField.tsx';

const address = z.email();

/**
 * 'Send copy by e-mail' after saving (or from the answer view, with its own `body` and `dismissLabel`):
 * recipients added with +, optional attachments, then onDone.
 */
export function EmailCopyDialog({
  formId,
  answerId,
  onDone,
  body,
  dismissLabel,
}: {
  formId: string;
  answerId: string;
  onDone: () => void;
  body?: string;
  dismissLabel?: string;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendEmailCopy();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [attachments, setAttachments] = useState<FileRef[]>([]);

  const add = () => {
    const candidate = typed.trim().toLowerCase();
    if (!address.safeParse(candidate).success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTyped('');
    if (!recipients.includes(candidate))
      setRecipients([...recipients, candidate].slice(0, EMAIL_RECIPIENTS_MAX));
  };

  const submit = () => {
    if (recipients.length === 0) {
      enqueueSnackbar(t('answering.email.remember'), {
        variant: 'warning',
        autoHideDuration: TOAST_MS.warning,
      });
      return;
    }
    send.mutate(
      { answerId, copy: { recipients, attachments } },
      {
        onSuccess: () => {
          enqueueSnackbar(t('answering.email.sent'), {
            variant: 'success',
            autoHideDuration: TOAST_MS.standard,
          });
          onDone();
        },
        onError: () =>
          enqueueSnackbar(t('answering.email.failed'), {
            variant: 'error',
            autoHideDuration: TOAST_MS.standard,
          }),
      },
    );
  };

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="email-copy-title">
      <DialogTitle id="email-copy-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MailOutlined color="primary" aria-hidden />
        {t('answering.email.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{body ?? t('answering.email.body')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            fullWidth
            type="email"
            label={t('answering.email.recipient')}
            value={typed}
            error={invalid}
            helperText={invalid ? t('answering.email.invalid') : undefined}
            disabled={send.isPending || recipients.length >= EMAIL_RECIPIENTS_MAX}
            onChange={(event) => {
              setTyped(event.target.value);
              setInvalid(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            slotProps={{
              htmlInput: { autoComplete: 'email' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t('answering.email.add')}>
                      <IconButton
                        edge="end"
                        color="primary"
                        aria-label={t('answering.email.add')}
                        onClick={add}
                      >
                        <AddOutlined />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          {recipients.length > 0 && (
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-live="polite">
              {recipients.map((recipient) => (
                <Chip
                  key={recipient}
                  label={recipient}
                  onDelete={() => setRecipients(recipients.filter((r) => r !== recipient))}
                />
              ))}
            </Stack>
          )}
          <AttachmentField
            formId={formId}
            kind="email-attachment"
            label={t('answering.email.attachments')}
            value={attachments}
            onChange={setAttachments}
            disabled={send.isPending}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onDone} disabled={send.isPending}>
          {dismissLabel ?? t('answering.email.skip')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={send.isPending}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {t(send.isPending ? 'answering.email.sending' : 'answering.email.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
