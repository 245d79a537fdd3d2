import { Button } from '@mui/material';
import { MessageDialog } from '../../../components/MessageDialog.tsx';

/** 'There are no changes': a save that changes nothing (correction, citizen revision) is refused. */
export function NoChangesDialog({
  id,
  title,
  body,
  closeLabel,
  onClose,
}: {
  id: string;
  title: string;
  body: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <MessageDialog id={id} title={title} body={body} onClose={onClose}>
      <Button variant="contained" autoFocus onClick={onClose}>
        {closeLabel}
      </Button>
    </MessageDialog>
  );
}
