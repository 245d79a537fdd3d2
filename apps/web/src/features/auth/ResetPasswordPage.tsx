import { newPasswordSchema } from '@cabildo/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useConfirmPasswordReset } from '../../api/auth.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';

const resetFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });
type ResetForm = z.infer<typeof resetFormSchema>;

/** Where the e-mailed link lands: choose a new password with the single-use token. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [requestOpen, setRequestOpen] = useState(false);
  const tokenMissing = token.length < 20;
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const invalidLink = confirm.error instanceof ApiError && confirm.error.code === 'RESET_TOKEN_INVALID';

  const submit = form.handleSubmit(({ password }) => confirm.mutate({ token, password }));

  return (
    <AuthLayout>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('auth.reset.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('auth.reset.subtitle')}
          </Typography>
        </div>
        {tokenMissing && <Alert severity="warning">{t('auth.reset.missingToken')}</Alert>}
        {confirm.isSuccess ? (
          <>
            <Alert severity="success" role="alert">
              {t('auth.reset.done')}
            </Alert>
            <Button variant="contained" size="large" component={RouterLink} to="/login">
              {t('auth.reset.goToLogin')}
            </Button>
          </>
        ) : (
          <>
            {confirm.isError && (
              <Alert severity="error" role="alert">
                {invalidLink ? t('auth.reset.invalidLink') : t(errorKey(confirm.error))}
              </Alert>
            )}
            <TextField
              label={t('auth.reset.password')}
              type="password"
              autoComplete="new-password"
              fullWidth
              error={Boolean(errors.password)}
              helperText={errors.password ? t('auth.reset.tooShort') : undefined}
              {...form.register('password')}
            />
            <TextField
              label={t('auth.reset.confirm')}
              type="password"
              autoComplete="new-password"
              fullWidth
              error={Boolean(errors.confirm)}
              helperText={errors.confirm ? t('auth.reset.mismatch') : undefined}
              {...form.register('confirm')}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={confirm.isPending || tokenMissing}
              startIcon={
                confirm.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
              }
            >
              {confirm.isPending ? t('auth.reset.saving') : t('auth.reset.save')}
            </Button>
            {(invalidLink || tokenMissing) && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between' }}
              >
                <Button variant="outlined" onClick={() => setRequestOpen(true)}>
                  {t('auth.reset.requestNew')}
                </Button>
                <Button component={RouterLink} to="/login">
                  {t('auth.reset.goToLogin')}
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
      <ForgotPasswordDialog open={requestOpen} initialEmail="" onClose={() => setRequestOpen(false)} />
    </AuthLayout>
  );
}
