import { Box, Card, CardContent, Typography } from '@mui/material';
import { type ReactNode } from 'react';

export function EditorCard({
  title,
  help,
  children,
  field,
}: {
  title: string;
  help?: string;
  children: ReactNode;
  field?: string;
}) {
  return (
    <Card variant="outlined" data-field={field}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {help}
          </Typography>
        )}
        <Box sx={{ mt: help ? 0 : 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}
