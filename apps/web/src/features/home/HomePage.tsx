import { landsOnHome } from '@cabildo/domain/access';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { ON_BLUE } from '../../components/focus.ts';
import { useSessionUser } from '../../session/session.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('home');

// Fetched as the page shows: its table, pager and select stay out of the first load's budget.
const RecipientSearch = lazy(() =>
  import('./RecipientSearch.tsx').then((m) => ({ default: m.RecipientSearch })),
);

/** The panel's place while its code arrives: the card with its title, so nothing jumps. */
function RecipientSearchLoading() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-busy sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, pl: 7 }}>
        {t('home.recipientSearch.title')}
      </Typography>
      <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
    </Card>
  );
}

/**
 * Spec part 1 §2.4, part 3 §2: title, a button to the form list, the recipient search panel. Roles
 * other than supervisor, elevated supervisor, admin and private census taker go to /listar.
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!landsOnHome(user.role)) return <Navigate to="/listar" replace />;
  const name = user.firstName ?? user.username ?? user.email;

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          borderRadius: 4,
          p: { xs: 3, md: 5 },
          color: 'common.white',
          background: 'linear-gradient(120deg, #1d4e89 0%, #235a9c 60%, #0f766e 100%)',
          ...ON_BLUE,
        }}
      >
        <Typography variant="overline" sx={{ opacity: 0.85, letterSpacing: 1.5 }}>
          {t('home.greeting', { name })}
          {user.municipality ? ` · ${user.municipality.name}` : ''}
        </Typography>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 800, mt: 0.5, fontSize: { xs: '2rem', md: '2.75rem' } }}
        >
          {t('home.title')}
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 640, opacity: 0.92, fontSize: '1.05rem' }}>
          {t('home.subtitle')}
        </Typography>
        <Button
          component={RouterLink}
          to="/listar"
          state={{ page: 0 }}
          variant="contained"
          color="inherit"
          size="large"
          endIcon={<ArrowForward />}
          sx={{ mt: 3, color: 'primary.main', bgcolor: 'common.white', '&:hover': { bgcolor: 'grey.100' } }}
        >
          {t('home.toForms')}
        </Button>
      </Box>
      <Suspense fallback={<RecipientSearchLoading />}>
        <RecipientSearch />
      </Suspense>
    </Stack>
  );
}
