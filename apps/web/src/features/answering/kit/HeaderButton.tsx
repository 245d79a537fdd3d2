import { Button } from '@mui/material';
import type { ReactNode } from 'react';

/** A way out of a staff answer screen beside its code in the header (cancel, back), full width on a phone. */
export function HeaderButton({
  icon,
  label,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={icon}
      onClick={onClick}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {label}
    </Button>
  );
}
