import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean };

/** An icon button with its label as tooltip and accessible name; the tooltip works when disabled too. */
export function ToolButton({ label, icon, onClick, disabled = false }: Props) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
