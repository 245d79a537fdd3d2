import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Label and value rows (the summary, the validated order). */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 0.8fr) minmax(0, 1.2fr)', sm: 'max-content 1fr' },
        // A status chip may wrap on a phone rather than be cut.
        '& .MuiChip-root': { maxWidth: '100%', height: 'auto', py: 0.25 },
        '& .MuiChip-label': { whiteSpace: 'normal' },
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
