import { appointmentGroupOf, type FormTemplate } from '@cabildo/domain';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAgendas } from '../../api/appointments.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('appointments');

/**
 * The editor's agenda for appointments (option addAppointment): one of the booking system's
 * agendas (getTurneroGroupProcedure, procedure type 2) of the municipality of the form's main
 * area; the tenant comes with it. Save rule 4 asks for one ('Debe seleccionar una agenda').
 */
export function AgendaPicker({
  template,
  onChange,
  readOnly,
}: {
  template: FormTemplate;
  onChange: (template: FormTemplate) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const areaId = template.areaIds[0] ?? null;
  const agendas = useAgendas(areaId);
  const group = template.appointmentGroup;
  const list = agendas.data;
  const missing = Boolean(group?.id && list && !list.agendas.some((agenda) => agenda.id === group.id));

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('appointments.picker.help')}
      </Typography>
      {!areaId && <Typography color="text.secondary">{t('appointments.picker.chooseAreaFirst')}</Typography>}
      {agendas.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void agendas.refetch()}>
              {t('appointments.picker.retry')}
            </Button>
          }
        >
          {t('appointments.picker.loadError')}
        </Alert>
      )}
      {areaId && (
        <TextField
          select
          fullWidth
          size="small"
          required
          label={t('appointments.picker.agenda')}
          value={group?.id ?? ''}
          disabled={readOnly || agendas.isPending}
          error={missing}
          helperText={
            agendas.isPending
              ? t('appointments.picker.loading')
              : missing
                ? t('appointments.picker.missing')
                : group?.tenantUniqueName
                  ? t('appointments.picker.tenant', { tenant: group.tenantUniqueName })
                  : ' '
          }
          onChange={(event) =>
            onChange({
              ...template,
              appointmentGroup: list ? appointmentGroupOf(list, event.target.value) : null,
            })
          }
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 400 } } } } } }}
        >
          <MenuItem value="">
            <em>{t('appointments.picker.none')}</em>
          </MenuItem>
          {group?.id && !list?.agendas.some((agenda) => agenda.id === group.id) && (
            <MenuItem value={group.id}>{group.name || group.id}</MenuItem>
          )}
          {(list?.agendas ?? []).map((agenda) => (
            <MenuItem key={agenda.id} value={agenda.id}>
              {agenda.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
