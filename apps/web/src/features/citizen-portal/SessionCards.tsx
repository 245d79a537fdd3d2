import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/StatusPage.tsx';

function Card({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: { xs: 0, sm: 2 } }}>
      <Paper
        variant="outlined"
        aria-busy={busy}
        sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, borderRadius: 4 }}
      >
        {children}
      </Paper>
    </Box>
  );
}

/** The citizen portal's loading card: the token is being checked with the portal (spec part 2 §2). */
export function CitizenSessionLoading() {
  const { t } = useTranslation();
  return (
    <Card busy>
      <Stack spacing={2} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CircularProgress size={56} thickness={4} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {t('citizen-portal.session.verifying')}
        </Typography>
        <Typography color="text.secondary">{t('citizen-portal.session.verifyingBody')}</Typography>
      </Stack>
    </Card>
  );
}

/** The citizen portal's error card: the token was refused; the citizen enters again from the portal. */
export function CitizenSessionError() {
  const { t } = useTranslation();
  return (
    <Card>
      <StatusPage
        embedded
        tone="error"
        icon={<ErrorOutlineOutlined />}
        title={t('citizen-portal.session.errorTitle')}
        body={t('citizen-portal.session.errorBody')}
      />
    </Card>
  );
}
