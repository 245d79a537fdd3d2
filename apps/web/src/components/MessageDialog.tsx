import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

/** A small modal that says one thing (title and text) and offers its buttons; `id` names its parts. */
export function MessageDialog({
  id,
  title,
  body,
  onClose,
  children,
}: {
  id: string;
  title: string;
  body: string;
  onClose: () => void;
  /** The buttons, the default one first with autoFocus. */
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>{children}</DialogActions>
    </Dialog>
  );
}
