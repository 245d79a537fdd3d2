import {
  adminCreateUserSchema,
  isInspectorRole,
  municipalCreateUserSchema,
  primaryRole,
  type AdminCreateUser,
} from '@cabildo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, DialogContent, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateUser, useLocationTree } from '../../api/admin.ts';
import { errorKey } from '../../api/client.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';
import { fieldError } from '../../components/fieldError.ts';
import { municipalityOptions } from '../geography/municipalityOptions.ts';

import { Actions, MultiSelect, RolesField, TextFields } from './UserFields.tsx';
import { DialogForm } from '../../components/DialogForm.tsx';

/** A failed creation: the refusal's own text when it has one, else the spec's (part 1 §8). */
function createErrorKey(error: unknown) {
  const key = errorKey(error);
  return key === 'errors.generic' || key === 'errors.INTERNAL' || key === 'errors.network'
    ? 'admin.users.createFailed'
    : key;
}

export function CreateUserForm({ onClose }: { onClose: () => void }) {
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
    <DialogForm onSubmit={submit}>
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
            <RolesField control={form.control} error={errors.roles as FieldError | undefined} />
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
    </DialogForm>
  );
}
