import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The card both public lookups sit in: an icon, the page's title, a line of help, then the form. */
export function LookupCard({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: { xs: 'start center', sm: 'center' }, py: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 600, width: '100%', p: { xs: 2.5, sm: 5 }, borderRadius: 4 }}>
        <Stack spacing={3}>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Box
              aria-hidden
              sx={{
                width: 64,
                height: 64,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& svg': { fontSize: 34 },
              }}
            >
              {icon}
            </Box>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: '1.45rem', sm: '1.9rem' }, textWrap: 'balance' }}
            >
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 460, textWrap: 'pretty' }}>
              {intro}
            </Typography>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
