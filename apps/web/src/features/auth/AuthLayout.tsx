import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../components/LanguagePicker.tsx';
import { BrandMark } from '../../components/BrandMark.tsx';

/**
 * Sign-in pages: a brand panel beside the form on wide screens, the form alone on phones. Every
 * part sits in a landmark (the panel an aside, the language bar the header, the form the main), so
 * nothing is missed by those who move by landmarks.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
      <Box
        component="aside"
        aria-label={t('app.name')}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: 'common.white',
          background: 'linear-gradient(150deg, #1d4e89 0%, #163d6c 55%, #0f766e 100%)',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <BrandMark inverted size={44} />
          <Typography variant="h5" component="span" sx={{ fontWeight: 800 }}>
            {t('app.name')}
          </Typography>
        </Stack>
        <Box sx={{ maxWidth: 440 }}>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800, lineHeight: 1.15, mb: 3 }}>
            {t('app.tagline')}
          </Typography>
          <Stack spacing={1.5}>
            {[t('app.features.build'), t('app.features.review'), t('app.features.citizens')].map((line) => (
              <Stack
                key={line}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'flex-start', opacity: 0.92 }}
              >
                <CheckCircleOutlined sx={{ mt: 0.25 }} aria-hidden />
                <Typography>{line}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: -120,
            bottom: -120,
            width: 360,
            height: 360,
            borderRadius: '50%',
            border: '48px solid rgba(255,255,255,0.06)',
          }}
        />
        <Typography variant="caption" sx={{ opacity: 0.7 }}>
          © {new Date().getFullYear()} {t('app.name')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Stack
          component="header"
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', p: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', display: { md: 'none' } }}>
            <BrandMark size={32} />
            <Typography sx={{ fontWeight: 800 }}>{t('app.name')}</Typography>
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <LanguagePicker />
        </Stack>
        <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
          <Paper
            variant="outlined"
            sx={{
              width: '100%',
              maxWidth: 440,
              p: { xs: 3, sm: 4.5 },
              borderRadius: 4,
              boxShadow: '0 12px 40px rgba(15, 35, 65, 0.08)',
            }}
          >
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
