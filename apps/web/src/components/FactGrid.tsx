import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** Labelled facts as a description list in a grid of small columns (the answer's header, its payment). */
export function FactGrid({
  facts,
  label,
  sx,
}: {
  facts: [string, ReactNode][];
  /** The list's accessible name, where its heading does not give one. */
  label?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={[
        {
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(auto-fill, minmax(140px, 1fr))',
            sm: 'repeat(auto-fill, minmax(180px, 1fr))',
          },
          gap: { xs: 2, sm: 2.5 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {facts.map(([name, value]) => (
        <Box key={name} sx={{ minWidth: 0 }}>
          <Typography
            component="dt"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mb: 0.25 }}
          >
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
