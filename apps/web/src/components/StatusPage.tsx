import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  icon: ReactNode;
  title: string;
  body: string;
  action?: { label: string; to: string; reload?: boolean };
  tone?: 'primary' | 'error' | 'warning';
  heading?: 'h1' | 'h2';
  /** Inside another card (the sign-in card): no frame of its own. */
  embedded?: boolean;
};

/** A centred card for the states of the app: forbidden, not found, blocked, crashed, coming soon. */
export function StatusPage({
  icon,
  title,
  body,
  action,
  tone = 'primary',
  heading = 'h1',
  embedded = false,
}: Props) {
  const content = (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: `${tone}.main`,
          color: `${tone}.contrastText`,
          '& svg': { fontSize: 36 },
        }}
      >
        {icon}
      </Box>
      <Typography variant={embedded ? 'h5' : 'h4'} component={heading} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      {action &&
        (action.reload ? (
          <Button variant="contained" size="large" href={action.to}>
            {action.label}
          </Button>
        ) : (
          <Button variant="contained" size="large" component={RouterLink} to={action.to}>
            {action.label}
          </Button>
        ))}
    </Stack>
  );
  if (embedded) return content;
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, borderRadius: 4 }}>
        {content}
      </Paper>
    </Box>
  );
}
