import { ROLES, subject, type AdminCreateUser, type Role, type UpdateUser } from '@cabildo/domain';
import type { SessionUser } from '@cabildo/domain/auth';
import { Box, Button, Chip, DialogActions, Grid, MenuItem, TextField } from '@mui/material';
import { type ReactNode } from 'react';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../components/fieldError.ts';
import { useAbility, useSessionUser } from '../../session/session.tsx';

/** The record granting `role` is checked on: a user of the own municipality with that role (the admin: any). */
const grantable = (me: SessionUser, role: Role) =>
  subject('usuario_municipio', { municipalityId: me.municipality?.id ?? null, role });

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

export function MultiSelect({
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
  // A field still waiting for another (the areas, for the municipality) shows its error once it opens.
  const shownError = disabled ? undefined : error;
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      error={Boolean(shownError)}
      helperText={fieldError(t, shownError) ?? helper}
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

export function Actions({
  onClose,
  pending,
  extra,
}: {
  onClose: () => void;
  pending: boolean;
  extra?: ReactNode;
}) {
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

export function TextFields({
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

/** The role picker of both forms: the roles the reader may grant (a kept one it may not shows its name). */
export function RolesField({
  control,
  error,
}: {
  control: Control<AdminCreateUser> | Control<UpdateUser>;
  error?: FieldError;
}) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const ability = useAbility();
  const options = ROLES.filter((role) => ability.can('create', grantable(me, role))).map((role) => ({
    id: role,
    label: t(`roles.${role}`),
  }));
  return (
    <Controller
      control={control as Control<UpdateUser>}
      name="roles"
      render={({ field }) => (
        <MultiSelect
          label={t('admin.users.role')}
          value={field.value ?? []}
          onChange={field.onChange}
          options={options}
          labelOf={(role) => t(`roles.${role as Role}`)}
          error={error}
        />
      )}
    />
  );
}
