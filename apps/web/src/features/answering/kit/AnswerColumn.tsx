import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The answer screens' column: the header, cards and messages one under the other, then what stands
 * outside that list (a floating save bar, the dialogs).
 */
export function AnswerColumn({
  children,
  after,
  bottomSpace = 6,
}: {
  children: ReactNode;
  after?: ReactNode;
  /** Room under the column (less where a floating save bar ends it). */
  bottomSpace?: number;
}) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', pb: bottomSpace }}>
      <Stack spacing={2.5}>{children}</Stack>
      {after}
    </Box>
  );
}
