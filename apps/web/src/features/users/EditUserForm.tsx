import {
  areasEditable,
  isInspectorRole,
  primaryRole,
  updateUserSchema,
  type Role,
  type UpdateUser,
  type UserRow,
} from '@cabildo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogContent, Grid, Stack, TextField } from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocationTree, useSetUserDisabled, useSignOutEverywhere, useUpdateUser } from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { municipalityOptions } from '../geography/municipalityOptions.ts';

import { Actions, MultiSelect, RolesField, TextFields } from './UserFields.tsx';
import { DialogForm } from '../../components/DialogForm.tsx';

export function EditUserForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const me = useSessionUser();
  const ability = useAbility();
  const tree = useLocationTree();
  const update = useUpdateUser();
  const setDisabled = useSetUserDisabled();
  const signOut = useSignOutEverywhere();
  const editableAreas = areasEditable(user.areas);
  const municipality = municipalityOptions(tree.data).find((m) => m.id === user.municipality?.id);
  const originalAreas = user.areas.map((area) => area.id).sort();

  const form = useForm<UpdateUser>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      inspectorId: user.inspectorId ?? '',
      roles: user.role ? [user.role] : [],
      areaIds: originalAreas,
    },
  });
  const { errors } = form.formState;
  const roles = (form.watch('roles') ?? []) as Role[];

  const submit = form.handleSubmit((values) => {
    const areasChanged = JSON.stringify([...(values.areaIds ?? [])].sort()) !== JSON.stringify(originalAreas);
    update.mutate(
      {
        id: user.id,
        input: { ...values, areaIds: areasChanged && editableAreas ? values.areaIds : undefined },
      },
      {
        onSuccess: () => {
          enqueueSnackbar(t('admin.users.updated'), {
            variant: 'success',
            autoHideDuration: TOAST_MS.standard,
          });
          onClose();
        },
      },
    );
  });

  const adminActions = ability.can('manage', 'usuario') && user.id !== me.id && (
    <>
      <Button
        color={user.disabled ? 'success' : 'error'}
        onClick={() =>
          setDisabled.mutate(
            { id: user.id, disabled: !user.disabled },
            {
              onSuccess: () => onClose(),
              onError: () =>
                enqueueSnackbar(t('errors.generic'), { variant: 'error', autoHideDuration: TOAST_MS.error }),
            },
          )
        }
      >
        {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
      </Button>
      <Button
        onClick={() =>
          signOut.mutate(user.id, {
            onSuccess: () => enqueueSnackbar(t('admin.users.signedOut'), { variant: 'success' }),
            onError: () =>
              enqueueSnackbar(t('errors.generic'), { variant: 'error', autoHideDuration: TOAST_MS.error }),
          })
        }
      >
        {t('admin.users.signOutEverywhere')}
      </Button>
    </>
  );

  return (
    <DialogForm onSubmit={submit}>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ mb: 2 }}>
          {update.isError && (
            <Alert severity="error" role="alert">
              {t(errorKey(update.error))}
            </Alert>
          )}
          {tree.isError && (
            <Alert severity="error" role="alert">
              {t('admin.users.municipalityLoadError')}
            </Alert>
          )}
          {user.disabled && <Alert severity="warning">{t('admin.users.disabledNotice')}</Alert>}
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={t('admin.users.username')}
              value={user.username ?? ''}
              disabled
              helperText={t('admin.users.usernameLocked')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('admin.users.email')} value={user.email} disabled />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RolesField control={form.control} error={errors.roles as FieldError | undefined} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="areaIds"
              render={({ field }) => (
                <MultiSelect
                  label={t('admin.users.areas')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  options={(editableAreas && municipality ? municipality.areas : user.areas).map((area) => ({
                    id: area.id,
                    label: area.name,
                  }))}
                  error={errors.areaIds as FieldError | undefined}
                  disabled={!editableAreas}
                  helper={editableAreas ? undefined : t('admin.users.areasLocked')}
                />
              )}
            />
          </Grid>
          <TextFields control={form.control} legajo={isInspectorRole(primaryRole(roles))} />
        </Grid>
      </DialogContent>
      <Actions onClose={onClose} pending={update.isPending} extra={adminActions} />
    </DialogForm>
  );
}
