import type { ErrorCode } from '@cabildo/domain';
import { loginProblems, type LoginRequest } from '@cabildo/domain/auth';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  InputAdornment,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  leavePage,
  ssoStartUrl,
  useAuthSettings,
  useLogin,
  useLogout,
  useMe,
  useRemoteConfig,
} from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../components/waitMessage.ts';
import type { LoginState } from '../../session/login-state.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { BlockedScreen } from './BlockedScreen.tsx';
import { FirstAdminNotice } from './FirstAdminNotice.tsx';
import { TextInput } from '../../components/TextInput.tsx';

// Opened by few: its form and dialog load when asked for.
const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog.tsx').then((m) => ({ default: m.ForgotPasswordDialog })),
);

// Asked of the errors catalogue, not of the registry: its messages would weigh on this first load.
const isErrorCode = (value: string | null): value is ErrorCode =>
  value !== null && /^[A-Z][A-Z_]*$/.test(value) && i18next.exists(`errors.${value}`);

export function LoginPage() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoginState;
  const settings = useAuthSettings();
  const remoteConfig = useRemoteConfig();
  const sso = settings.data?.sso.enabled ? settings.data.sso : null;
  // The remote flag dev_new_login_method chooses the sign-in the page leads with (spec part 1 §4.1):
  // single sign-on when on (and configured), the e-mail and password otherwise.
  const ssoLeads = sso !== null && remoteConfig.data?.dev_new_login_method === true;
  const login = useLogin();
  const logout = useLogout();
  // A single-sign-on attempt that failed comes back as /login?error=<CODE> (e.g. NO_PRODUCT_USER).
  const [params, setParams] = useSearchParams();
  const redirectError = params.get('error');
  const hasRedirectError = redirectError !== null;
  const [showPassword, setShowPassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotAsked, setForgotAsked] = useState(false);
  // Two fields, checked with the server's own sign-in rules (loginProblems) and no form or
  // validation library: the sign-in page is the lightest first load. Checked from the first submit on.
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const errors = checked ? loginProblems(values) : { email: false, password: false };
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const field = (name: keyof LoginRequest) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const failure = login.error
    ? login.error instanceof ApiError
      ? login.error
      : new ApiError(0, 'INTERNAL', '')
    : isErrorCode(redirectError)
      ? new ApiError(0, redirectError, '')
      : null;
  // The session could not be read (spec part 1 §8): said after a signed-in route's redirect here, and
  // when this page's own /me fails (opened directly, or reloaded without the redirect's state).
  const sessionError =
    state.reason === 'session-error' ||
    (me.error !== null && !(me.error instanceof ApiError && me.error.code === 'MUNICIPALITY_DISABLED'));
  const resetLogin = login.reset;
  const locationState = location.state as unknown;
  // Back to the form: forget the failure, whether it came from the form or from the redirect.
  const backToForm = useCallback(() => {
    resetLogin();
    if (!hasRedirectError) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true, state: locationState },
    );
  }, [resetLogin, hasRedirectError, setParams, locationState]);

  if (me.data && !login.isPending) return <Navigate to={state.from ?? '/home'} replace />;

  // Single sign-on by redirect (spec part 1 §7.5): the server's /start leads to the identity
  // provider, which comes back to the page asked for (or here, with ?error=<CODE>).
  const ssoButton = sso && (
    <Button
      variant={ssoLeads ? 'contained' : 'outlined'}
      size="large"
      onClick={() => leavePage.assign(ssoStartUrl(state.from ?? '/home'))}
    >
      {sso.label ?? t('auth.sso')}
    </Button>
  );

  if (failure?.code === 'MUNICIPALITY_DISABLED') {
    return (
      <AuthLayout>
        <BlockedScreen embedded onDone={backToForm} />
      </AuthLayout>
    );
  }

  if (failure?.code === 'NO_PRODUCT_USER') {
    return (
      <AuthLayout>
        <Stack spacing={3}>
          <Alert severity="warning" role="alert">
            <AlertTitle>{t('auth.noProductUser.title')}</AlertTitle>
            {t('auth.noProductUser.body')}
          </Alert>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              // Sign-out clears all local state (spec part 1 §4.1), including what was typed.
              logout.mutate();
              setValues({ email: '', password: '' });
              setChecked(false);
              backToForm();
            }}
          >
            {t('auth.noProductUser.logout')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const problems = loginProblems(values);
    if (problems.email || problems.password) {
      (problems.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    if (hasRedirectError) backToForm();
    login.mutate(values, {
      onSuccess: () => void navigate(state.from ?? '/home', { replace: true }),
    });
  };

  return (
    <AuthLayout>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('auth.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('auth.subtitle')}
          </Typography>
        </Box>

        {settings.data?.firstAdminNeeded === true && <FirstAdminNotice />}
        {state.reason === 'expired' && !failure && <Alert severity="info">{t('auth.sessionEnded')}</Alert>}
        {sessionError && !failure && (
          <Alert severity="error" role="alert">
            {t('auth.sessionError')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {errorMessage(t, failure)}
          </Alert>
        )}

        {ssoLeads && (
          <>
            {ssoButton}
            <Divider>{t('auth.orWithEmail')}</Divider>
          </>
        )}

        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus={!ssoLeads}
          fullWidth
          error={errors.email}
          helperText={errors.email ? t('auth.emailInvalid') : undefined}
          inputRef={emailRef}
          {...field('email')}
        />
        <TextInput
          label={t('auth.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          fullWidth
          error={errors.password}
          helperText={errors.password ? t('auth.passwordRequired') : undefined}
          inputRef={passwordRef}
          {...field('password')}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        <Box sx={{ textAlign: 'right', mt: -1 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setForgotAsked(true);
              setForgotOpen(true);
            }}
          >
            {t('auth.forgotPassword')}
          </Link>
        </Box>
        <Button
          type="submit"
          variant={ssoLeads ? 'outlined' : 'contained'}
          size="large"
          disabled={login.isPending}
          startIcon={login.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          aria-label={t('auth.signIn')}
        >
          {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>

        {sso && !ssoLeads && (
          <>
            <Divider>{t('auth.or')}</Divider>
            {ssoButton}
          </>
        )}
      </Stack>
      {forgotAsked && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            initialEmail={values.email}
            onClose={() => setForgotOpen(false)}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
