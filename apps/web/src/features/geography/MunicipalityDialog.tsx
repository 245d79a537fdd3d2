import {
  DEFAULT_MAP_CENTRE,
  DEFAULT_MUNICIPALITY_SETTINGS,
  municipalityInputSchema,
  type MunicipalityInput,
  type MunicipalityView,
} from '@cabildo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Grid,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocationTree, useSaveMunicipality } from '../../api/admin.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { fieldError } from '../../components/fieldError.ts';
import { MapPicker } from '../../components/MapPicker.tsx';
import { AnswerButtonColorField } from '../answering/components/AnswerButtonColorField.tsx';
import { TimeZoneField } from './TimeZoneField.tsx';
import { DialogForm } from '../../components/DialogForm.tsx';

type FormValues = Omit<MunicipalityInput, 'latitude' | 'longitude'> & { latitude: number; longitude: number };

/** Create or edit a municipality with every rule of spec part 1 §5; nothing typed is lost on an error. */
export function MunicipalityDialog({
  municipality,
  onClose,
}: {
  municipality: MunicipalityView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const tree = useLocationTree();
  const save = useSaveMunicipality();
  const [countryId, setCountryId] = useState(municipality?.country.id ?? '');
  const form = useForm<FormValues>({
    resolver: zodResolver(municipalityInputSchema) as never,
    defaultValues: {
      name: municipality?.name ?? '',
      key: municipality?.key ?? '',
      managementId: municipality?.managementId?.toString() ?? '',
      provinceId: municipality?.province.id ?? '',
      latitude: municipality?.latitude ?? DEFAULT_MAP_CENTRE.latitude,
      longitude: municipality?.longitude ?? DEFAULT_MAP_CENTRE.longitude,
      useCloud: municipality?.useCloud ?? false,
      disabled: municipality?.disabled ?? false,
      settings: municipality?.settings ?? DEFAULT_MUNICIPALITY_SETTINGS,
    },
  });
  const { errors } = form.formState;
  // Another municipality has the keyword: said on the field too (the server decides, spec part 1 §3.2).
  const keyTaken = save.error instanceof ApiError && save.error.code === 'MUNICIPALITY_KEY_EXISTS';
  const [originsText, setOriginsText] = useState((municipality?.settings.embedOrigins ?? []).join('\n'));
  const provinces = tree.data?.find((country) => country.id === countryId)?.provinces ?? [];

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: municipality?.id ?? null, input: values },
      {
        onSuccess: () => {
          enqueueSnackbar(t(municipality ? 'admin.municipalities.edited' : 'admin.municipalities.created'), {
            variant: 'success',
            autoHideDuration: TOAST_MS.standard,
          });
          onClose();
        },
      },
    ),
  );

  const toggle = (
    name:
      | 'useCloud'
      | 'disabled'
      | 'settings.showDuplicatedIcon'
      | 'settings.skipAssetLookup'
      | 'settings.videoAttachments',
    label: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} />
          }
          label={label}
        />
      )}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="municipality-dialog-title">
      <DialogForm onSubmit={submit}>
        <DialogTitle id="municipality-dialog-title">
          {t(municipality ? 'admin.municipalities.editTitle' : 'admin.municipalities.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          {save.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t(errorKey(save.error))}
            </Alert>
          )}
          {tree.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('admin.municipalities.loadError')}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label={t('admin.municipalities.country')}
                value={countryId}
                onChange={(event) => {
                  setCountryId(event.target.value);
                  form.setValue('provinceId', '');
                }}
              >
                {tree.data?.map((country) => (
                  <MenuItem key={country.id} value={country.id}>
                    {country.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="provinceId"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('admin.municipalities.province')}
                    {...field}
                    value={provinces.some((p) => p.id === field.value) ? field.value : ''}
                    error={Boolean(errors.provinceId)}
                    helperText={fieldError(t, errors.provinceId)}
                  >
                    {provinces.map((province) => (
                      <MenuItem key={province.id} value={province.id}>
                        {province.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('admin.municipalities.name')}
                error={Boolean(errors.name)}
                helperText={fieldError(t, errors.name)}
                {...form.register('name')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <TextField
                fullWidth
                label={t('admin.municipalities.key')}
                error={Boolean(errors.key) || keyTaken}
                helperText={
                  fieldError(t, errors.key) ??
                  (keyTaken ? t('errors.MUNICIPALITY_KEY_EXISTS') : t('admin.municipalities.keyHelp'))
                }
                {...form.register('key', { onChange: () => keyTaken && save.reset() })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <TextField
                fullWidth
                label={t('admin.municipalities.managementId')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={Boolean(errors.managementId)}
                helperText={fieldError(t, errors.managementId)}
                {...form.register('managementId')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                type="number"
                label={t('admin.municipalities.latitude')}
                slotProps={{ htmlInput: { step: 'any', min: -90, max: 90 } }}
                error={Boolean(errors.latitude)}
                helperText={
                  errors.latitude ? t('errors.VALIDATION_FAILED') : t('admin.municipalities.locationHelp')
                }
                {...form.register('latitude', { valueAsNumber: true })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                type="number"
                label={t('admin.municipalities.longitude')}
                slotProps={{ htmlInput: { step: 'any', min: -180, max: 180 } }}
                error={Boolean(errors.longitude)}
                helperText={errors.longitude ? t('errors.VALIDATION_FAILED') : undefined}
                {...form.register('longitude', { valueAsNumber: true })}
              />
            </Grid>
            <Grid size={12}>
              <MapPicker
                label={t('admin.municipalities.mapLabel')}
                value={{ latitude: form.watch('latitude'), longitude: form.watch('longitude') }}
                onChange={(point) => {
                  form.setValue('latitude', point.latitude, { shouldDirty: true });
                  form.setValue('longitude', point.longitude, { shouldDirty: true });
                }}
              />
            </Grid>
            <Grid size={12}>
              {toggle('useCloud', t('admin.municipalities.useCloud'))}
              {toggle('disabled', t('admin.municipalities.disabledSwitch'))}
            </Grid>
          </Grid>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('admin.municipalities.settings')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="settings.addressSearchProvider"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('admin.municipalities.addressSearchProvider')}
                    {...field}
                  >
                    <MenuItem value="default">{t('admin.municipalities.providers.default')}</MenuItem>
                    <MenuItem value="maps">{t('admin.municipalities.providers.maps')}</MenuItem>
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="settings.geocodingUrl"
                render={({ field }) => (
                  <TextField
                    fullWidth
                    type="url"
                    label={t('places.admin.geocodingUrl')}
                    value={field.value ?? ''}
                    onChange={(event) =>
                      field.onChange(event.target.value.trim() ? event.target.value : null)
                    }
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(errors.settings?.geocodingUrl)}
                    helperText={t(
                      errors.settings?.geocodingUrl
                        ? 'places.admin.geocodingUrlInvalid'
                        : 'places.admin.geocodingUrlHelp',
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="settings.timeZone"
                render={({ field }) => (
                  <TimeZoneField
                    value={field.value ?? null}
                    onChange={field.onChange}
                    invalid={Boolean(errors.settings?.timeZone)}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="settings.statisticsPageSize"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('admin.municipalities.statisticsPageSize')}
                    {...field}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                  >
                    <MenuItem value={100}>100</MenuItem>
                    <MenuItem value={500}>500</MenuItem>
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="settings.answerButtonColor"
                render={({ field }) => (
                  <AnswerButtonColorField
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={Boolean(errors.settings?.answerButtonColor)}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="settings.embedOrigins"
                render={({ field }) => (
                  <TextField
                    fullWidth
                    multiline
                    minRows={2}
                    label={t('admin.municipalities.embedOrigins')}
                    placeholder="https://www.municipio.gob.ar"
                    value={originsText}
                    onChange={(event) => {
                      setOriginsText(event.target.value);
                      field.onChange(
                        event.target.value
                          .split('\n')
                          .map((line) => line.trim())
                          .filter(Boolean),
                      );
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(errors.settings?.embedOrigins)}
                    helperText={t(
                      errors.settings?.embedOrigins
                        ? 'geography.errors.embedOriginInvalid'
                        : 'admin.municipalities.embedOriginsHelp',
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              {toggle('settings.showDuplicatedIcon', t('admin.municipalities.showDuplicatedIcon'))}
              {toggle('settings.skipAssetLookup', t('admin.municipalities.skipAssetLookup'))}
              {toggle('settings.videoAttachments', t('admin.municipalities.videoAttachments'))}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('admin.common.saving') : t('admin.common.save')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
