import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandMark } from '../components/BrandMark.tsx';
import { LanguagePicker } from '../components/LanguagePicker.tsx';

/** Pages for citizens and the public: no account, the brand and the language picker. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        elevation={0}
        color="inherit"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1.25 }}>
          <BrandMark size={32} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 800, flexGrow: 1 }}>
            {t('app.name')}
          </Typography>
          <LanguagePicker />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
