import {
  ROLES,
  adminCreateUserSchema,
  areasEditable,
  isInspectorRole,
  municipalCreateUserSchema,
  primaryRole,
  subject,
  updateUserSchema,
  type AdminCreateUser,
  type Role,
  type UpdateUser,
  type UserRow,
} from '@cabildo/domain';
import type { SessionUser } from '@cabildo/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useCreateUser,
  useLocationTree,
  useUser,
  useSetUserDisabled,
  useSignOutEverywhere,
  useUpdateUser,
} from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { fieldError } from '../../components/fieldError.ts';
import { municipalityOptions } from '../geography/municipalityOptions.ts';

/** Create (admin or elevated-supervisor variant) or edit a user. */
/** The record granting `role` is checked on: a user of the own municipality with that role (the admin: any). */
const grantable = (me: SessionUser, role: Role) =>
  subject('usuario_municipio', { municipalityId: me.municipality?.id ?? null, role });

export function UserDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">
        {t(user ? 'admin.users.editTitle' : 'admin.users.createTitle')}
      </DialogTitle>
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

/** A failed creation: the refusal's own text when it has one, else the spec's (part 1 §8). */
function createErrorKey(error: unknown) {
  const key = errorKey(error);
  return key === 'errors.generic' || key === 'errors.INTERNAL' || key === 'errors.network'
    ? 'admin.users.createFailed'
    : key;
}

type MultiSelectProps = {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: { id: string; label: string }[];
  error?: FieldError;
  disabled?: boolean;
  helper?: string;
  /** The label of a chosen value that is not among the options (e.g. a role the reader may not grant). */
  labelOf?: (id: string) => string;
};

function MultiSelect({
  label,
  value,
  onChange,
  options,
  error,
  disabled,
  helper,
  labelOf,
}: MultiSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      error={Boolean(error)}
      helperText={fieldError(t, error) ?? helper}
      onChange={(event) => {
        const next = event.target.value as unknown;
        onChange(typeof next === 'string' ? next.split(',') : (next as string[]));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((id) => (
                <Chip
                  key={id}
                  size="small"
                  label={options.find((option) => option.id === id)?.label ?? labelOf?.(id) ?? id}
                />
              ))}
            </Box>
          ),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Actions({ onClose, pending, extra }: { onClose: () => void; pending: boolean; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
      {extra}
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
      <Button type="submit" variant="contained" disabled={pending}>
        {pending ? t('admin.common.saving') : t('admin.common.save')}
      </Button>
    </DialogActions>
  );
}

function TextFields({
  control,
  legajo,
}: {
  control: Control<AdminCreateUser> | Control<UpdateUser>;
  legajo: boolean;
}) {
  const { t } = useTranslation();
  const fields: ('firstName' | 'lastName' | 'inspectorId')[] = legajo
    ? ['firstName', 'lastName', 'inspectorId']
    : ['firstName', 'lastName'];
  const labels = {
    firstName: t('admin.users.firstName'),
    lastName: t('admin.users.lastName'),
    inspectorId: t('admin.users.legajo'),
  };
  return (
    <>
      {fields.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: legajo ? 4 : 6 }}>
          <Controller
            control={control as Control<UpdateUser>}
            name={name}
            render={({ field }) => (
              <TextField fullWidth label={labels[name]} {...field} value={field.value ?? ''} />
            )}
          />
        </Grid>
      ))}
    </>
  );
}

function CreateUserForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const me = useSessionUser();
  const ability = useAbility();
  const acrossMunicipalities = ability.can('manage', 'usuario');
  const tree = useLocationTree();
  const create = useCreateUser();
  const municipalities = municipalityOptions(tree.data);
  const own = municipalities.find((municipality) => municipality.id === me.municipality?.id);
  const [countryId, setCountryId] = useState('');
  const [provinceId, setProvinceId] = useState('');

  const form = useForm<AdminCreateUser>({
    resolver: zodResolver(
      acrossMunicipalities
        ? adminCreateUserSchema
        : (municipalCreateUserSchema as unknown as typeof adminCreateUserSchema),
    ),
    defaultValues: {
      email: '',
      username: '',
      firstName: '',
      lastName: '',
      inspectorId: '',
      roles: [],
      areaIds: [],
      accountType: 'password',
    },
  });
  const { errors } = form.formState;
  const municipalityId = acrossMunicipalities ? form.watch('municipalityId') : own?.id;
  const roles = form.watch('roles') ?? [];
  const municipality = municipalities.find((m) => m.id === municipalityId);
  const country = tree.data?.find((c) => c.id === countryId);
  const province = country?.provinces.find((p) => p.id === provinceId);
  const roleOptions = ROLES.filter((role) => ability.can('create', grantable(me, role))).map((role) => ({
    id: role,
    label: t(`roles.${role}`),
  }));
  const notLinked = !acrossMunicipalities && own !== undefined && own.managementId === null;
  const noAreas = municipality !== undefined && municipality.areas.length === 0;

  const submit = form.handleSubmit((values) =>
    create.mutate(acrossMunicipalities ? values : { ...values, municipalityId: undefined }, {
      onSuccess: (created) => {
        // The user exists either way; without the invitation the person asks for a reset link.
        if (created.invitationSent === false)
          enqueueSnackbar(t('admin.users.invitationNotSent'), {
            variant: 'warning',
            autoHideDuration: TOAST_MS.long,
          });
        else
          enqueueSnackbar(t('admin.users.created'), {
            variant: 'success',
            autoHideDuration: TOAST_MS.standard,
          });
        onClose();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ mb: 2 }}>
          {create.isError && (
            <Alert severity="error" role="alert">
              {t(createErrorKey(create.error))}
            </Alert>
          )}
          {tree.isError && <Alert severity="error">{t('geography.loadErrors.countries')}</Alert>}
          {notLinked && <Alert severity="warning">{t('errors.MUNICIPALITY_NOT_LINKED')}</Alert>}
          {noAreas && <Alert severity="warning">{t('errors.MUNICIPALITY_WITHOUT_AREAS')}</Alert>}
        </Stack>
        <Grid container spacing={2}>
          {acrossMunicipalities ? (
            <>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  select
                  fullWidth
                  label={t('admin.users.country')}
                  value={countryId}
                  onChange={(event) => {
                    setCountryId(event.target.value);
                    setProvinceId('');
                    form.setValue('municipalityId', undefined as unknown as string);
                    form.setValue('areaIds', []);
                  }}
                >
                  {tree.data?.map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  select
                  fullWidth
                  label={t('admin.users.province')}
                  value={provinceId}
                  onChange={(event) => {
                    setProvinceId(event.target.value);
                    form.setValue('municipalityId', undefined as unknown as string);
                    form.setValue('areaIds', []);
                  }}
                >
                  {country?.provinces.map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {p.name}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Controller
                  control={form.control}
                  name="municipalityId"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      label={t('admin.users.municipality')}
                      {...field}
                      value={field.value ?? ''}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        form.setValue('areaIds', []);
                      }}
                      error={Boolean(errors.municipalityId)}
                      helperText={fieldError(t, errors.municipalityId)}
                    >
                      {province?.municipalities.map((m) => (
                        <MenuItem key={m.id} value={m.id}>
                          {m.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
            </>
          ) : (
            <Grid size={12}>
              <TextField fullWidth label={t('admin.users.municipality')} value={own?.name ?? ''} disabled />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="areaIds"
              render={({ field }) => (
                <MultiSelect
                  label={t('admin.users.areas')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  options={(municipality?.areas ?? []).map((area) => ({ id: area.id, label: area.name }))}
                  error={errors.areaIds as FieldError | undefined}
                  disabled={!municipality || noAreas}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="roles"
              render={({ field }) => (
                <MultiSelect
                  label={t('admin.users.role')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  options={roleOptions}
                  labelOf={(role) => t(`roles.${role as Role}`)}
                  error={errors.roles as FieldError | undefined}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={t('admin.users.username')}
              error={Boolean(errors.username)}
              helperText={fieldError(t, errors.username)}
              {...form.register('username')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              type="email"
              label={t('admin.users.email')}
              error={Boolean(errors.email)}
              helperText={fieldError(t, errors.email)}
              {...form.register('email')}
            />
          </Grid>
          <TextFields control={form.control} legajo={isInspectorRole(primaryRole(roles))} />
          <Grid size={12}>
            <Controller
              control={form.control}
              name="accountType"
              render={({ field }) => (
                <TextField select fullWidth label={t('admin.users.accountType')} {...field}>
                  <MenuItem value="password">{t('admin.users.accountTypes.password')}</MenuItem>
                  <MenuItem value="sso">{t('admin.users.accountTypes.sso')}</MenuItem>
                </TextField>
              )}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <Actions onClose={onClose} pending={create.isPending || notLinked} />
    </form>
  );
}

function EditUserForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
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
  const roleOptions = ROLES.filter((role) => ability.can('create', grantable(me, role))).map((role) => ({
    id: role,
    label: t(`roles.${role}`),
  }));

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
    <form noValidate onSubmit={submit}>
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
            <Controller
              control={form.control}
              name="roles"
              render={({ field }) => (
                <MultiSelect
                  label={t('admin.users.role')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  options={roleOptions}
                  labelOf={(role) => t(`roles.${role as Role}`)}
                  error={errors.roles as FieldError | undefined}
                />
              )}
            />
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
    </form>
  );
}
