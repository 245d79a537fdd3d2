import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The card of a page that tells how something ended (an answer saved, a payment approved or
 * denied): a round icon in the outcome's colour, the title, then what the page adds.
 */
export function OutcomeCard({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'error';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    // One column no wider than the page, and long words (codes, addresses) broken: it reflows to
    // 320 px without scrolling sideways (WCAG 1.4.10).
    <Box
      sx={{
        minHeight: '65vh',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        placeItems: 'center',
        py: 2,
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 560,
          width: '100%',
          p: { xs: 2.5, sm: 5 },
          borderRadius: 4,
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 80,
              height: 80,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: `${tone}.main`,
              color: `${tone}.contrastText`,
              '& svg': { fontSize: 44 },
            }}
          >
            {icon}
          </Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
