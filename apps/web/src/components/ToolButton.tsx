import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** What the button does to its item (`data-action`), for keeping the focus on it after a move. */
  action?: string;
};

/** An icon button with its label as tooltip and accessible name; the tooltip works when disabled too. */
export function ToolButton({ label, icon, onClick, disabled = false, action }: Props) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick} data-action={action}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
