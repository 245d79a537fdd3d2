import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of the answer view, named by its heading for screen readers. */
export function ViewBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ borderRadius: 3.5, p: { xs: 2.5, sm: 3 } }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
