import {
  WEBHOOK_EVENTS,
  webhookEndpointInputSchema,
  type WebhookEndpointInput,
  type WebhookSecret,
} from '@cabildo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../api/client.ts';
import { useCreateWebhook, useWebhookForms } from '../../api/webhooks.ts';
import { fieldError } from '../../components/fieldError.ts';
import { DialogForm } from '../../components/DialogForm.tsx';

/** The new endpoint's municipality, forms (one or all), address, description and events. */
export function EndpointDialog({
  municipalities,
  defaultMunicipalityId,
  onClose,
  onCreated,
}: {
  municipalities: { id: string; name: string }[];
  defaultMunicipalityId: string;
  onClose: () => void;
  onCreated: (created: WebhookSecret) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const form = useForm<WebhookEndpointInput>({
    resolver: zodResolver(webhookEndpointInputSchema),
    defaultValues: {
      municipalityId: defaultMunicipalityId || (municipalities.length === 1 ? municipalities[0]!.id : ''),
      formId: null,
      url: '',
      description: '',
      events: [...WEBHOOK_EVENTS],
    },
  });
  const { errors } = form.formState;
  const municipalityId = useWatch({ control: form.control, name: 'municipalityId' });
  const forms = useWebhookForms(municipalityId ?? '');
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onCreated }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-dialog-title">
      <DialogForm onSubmit={submit}>
        <DialogTitle id="webhook-dialog-title">{t('webhooks.dialog.title')}</DialogTitle>
        <DialogContent>
          {create.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t(errorKey(create.error))}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="municipalityId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('webhooks.dialog.municipality')}
                  {...field}
                  value={field.value ?? ''}
                  onChange={(event) => {
                    field.onChange(event);
                    form.setValue('formId', null);
                  }}
                  disabled={municipalities.length === 1}
                  error={Boolean(errors.municipalityId)}
                  helperText={fieldError(t, errors.municipalityId)}
                >
                  {municipalities.map((municipality) => (
                    <MenuItem key={municipality.id} value={municipality.id}>
                      {municipality.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="formId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('webhooks.dialog.form')}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value || null)}
                  onBlur={field.onBlur}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  disabled={!municipalityId}
                >
                  <MenuItem value="">{t('webhooks.dialog.allForms')}</MenuItem>
                  {(forms.data?.rows ?? []).map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {option.title}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              autoFocus
              label={t('webhooks.dialog.url')}
              placeholder="https://"
              type="url"
              error={Boolean(errors.url)}
              helperText={fieldError(t, errors.url) ?? t('webhooks.dialog.urlHelp')}
              {...form.register('url')}
            />
            <TextField
              label={t('webhooks.dialog.description')}
              error={Boolean(errors.description)}
              helperText={fieldError(t, errors.description)}
              {...form.register('description')}
            />
            <Controller
              control={form.control}
              name="events"
              render={({ field }) => (
                <FormControl component="fieldset" error={Boolean(errors.events)}>
                  <FormLabel component="legend">{t('webhooks.dialog.events')}</FormLabel>
                  <FormGroup>
                    {WEBHOOK_EVENTS.map((event) => (
                      <FormControlLabel
                        key={event}
                        label={t(`webhooks.events.${event}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(event)}
                            onChange={(change) =>
                              field.onChange(
                                change.target.checked
                                  ? WEBHOOK_EVENTS.filter((one) => one === event || field.value.includes(one))
                                  : field.value.filter((one) => one !== event),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {errors.events && (
                    <FormHelperText>{fieldError(t, errors.events as FieldError)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('webhooks.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? t('webhooks.dialog.creating') : t('webhooks.dialog.create')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
