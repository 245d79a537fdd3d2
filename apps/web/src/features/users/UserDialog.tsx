import { type UserRow } from '@cabildo/domain';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUser } from '../../api/admin.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useAbility } from '../../session/session.tsx';

import { CreateUserForm } from './CreateUserForm.tsx';
import { EditUserForm } from './EditUserForm.tsx';

await loadCatalogueParts('audit');

/** Create (admin or elevated-supervisor variant) or edit a user; an edited user's audit history is a link away. */

export function UserDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const seesHistory = useAbility().can('read', 'auditoria');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="user-dialog-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pr: 2 }}>
        <DialogTitle id="user-dialog-title">
          {t(user ? 'admin.users.editTitle' : 'admin.users.createTitle')}
        </DialogTitle>
        {user && seesHistory && (
          <Button
            component={RouterLink}
            to={`/auditoria?usuario=${user.id}`}
            size="small"
            startIcon={<HistoryOutlined />}
          >
            {t('audit.history.link')}
          </Button>
        )}
      </Stack>
      {user ? <EditUser id={user.id} onClose={onClose} /> : <CreateUserForm onClose={onClose} />}
    </Dialog>
  );
}

/** The user as the server has it now, then the edit form; 'Error al cargar usuario' when it fails. */
function EditUser({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser(id);
  if (user.isPending)
    return (
      <DialogContent dividers>
        <Stack role="status" sx={{ py: 4, alignItems: 'center' }}>
          <CircularProgress size={24} aria-label={t('app.loading')} />
        </Stack>
      </DialogContent>
    );
  if (user.isError)
    return (
      <>
        <DialogContent dividers>
          <Alert severity="error" role="alert">
            {t('admin.users.loadError')}
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('admin.common.close')}</Button>
        </DialogActions>
      </>
    );
  return <EditUserForm user={user.data} onClose={onClose} />;
}
