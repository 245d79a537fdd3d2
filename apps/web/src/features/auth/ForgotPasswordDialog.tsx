import { passwordResetRequestSchema, type PasswordResetRequest } from '@cabildo/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../../api/auth.ts';
import { DialogForm } from '../../components/DialogForm.tsx';

type Props = { open: boolean; initialEmail: string; onClose: () => void };

/** Spec part 1 §2.2: one required e-mail field; a success or an error alert. */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: Props) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: initialEmail },
  });
  const { reset } = form;
  const resetRequest = request.reset;

  useEffect(() => {
    if (open) {
      reset({ email: initialEmail });
      resetRequest();
    }
  }, [open, initialEmail, reset, resetRequest]);

  const submit = form.handleSubmit(({ email }) => request.mutate(email));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-title">
      <DialogForm onSubmit={submit}>
        <DialogTitle id="forgot-title">{t('auth.forgot.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('auth.forgot.body')}</DialogContentText>
          {request.isSuccess && (
            <Alert severity="success" role="alert" sx={{ mb: 2 }}>
              {t('auth.forgot.sent')}
            </Alert>
          )}
          {request.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('auth.forgot.failed')}
            </Alert>
          )}
          <TextField
            label={t('auth.email')}
            type="email"
            required
            fullWidth
            autoFocus
            error={Boolean(form.formState.errors.email)}
            helperText={form.formState.errors.email ? t('auth.emailInvalid') : undefined}
            {...form.register('email')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('auth.forgot.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={request.isPending}
            startIcon={
              request.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {t('auth.forgot.send')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
