import { Alert } from '@mui/material';

/** Why the last save was refused, under the answer until it is closed; nothing without one. */
export function RefusalAlert({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return (
    <Alert severity="error" onClose={onClose}>
      {text}
    </Alert>
  );
}
