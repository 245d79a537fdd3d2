import { optionDisabled, setOption, type FormTemplate } from '@cabildo/domain';
import {
  Alert,
  Box,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useIncidentTypes, useManagementAreas } from '../../../api/forms.ts';
import { EditorCard } from './EditorCard.tsx';

/** Whether the form synchronises with the management system (the switch, or a choice under it). */
export const managementSyncOn = (template: FormTemplate) =>
  template.management.sync || template.management.syncCitizen || template.options.incidents;

/**
 * Synchronisation with the management system (save rules 5 to 7): the switch, then the citizen
 * sync and incidents; the incident area and type picked from the management system's lists (a
 * form without a type gets one named after it when saved), per state with incident types by state.
 */
export function ManagementEditor({
  template,
  onChange,
  readOnly,
}: {
  template: FormTemplate;
  onChange: (template: FormTemplate) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const management = template.management;
  const formArea = template.areaIds[0] ?? null;
  const on = managementSyncOn(template);
  const areas = useManagementAreas(on && template.options.incidents ? formArea : null);
  const types = useIncidentTypes(template.options.incidents ? formArea : null, management.incidentAreaId);
  const set = (change: Partial<FormTemplate['management']>) =>
    onChange({ ...template, management: { ...management, ...change } });
  const setFlag = (flag: 'incidents' | 'incidentsByState', checked: boolean) =>
    onChange({
      ...template,
      options: setOption(template.options, flag, checked),
      management: { ...management, sync: true },
    });
  const context = { stateCount: template.states.available.length };
  const typeOptions = types.data ?? [];
  const CREATE = '';
  const typeSelect = (
    label: string,
    value: string | null,
    pick: (id: string | null, name: string | null) => void,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value ?? CREATE}
      disabled={readOnly || !management.incidentAreaId}
      // "Create a type named after the form" is a choice of its own, shown as one.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => {
        const id = event.target.value || null;
        pick(id, typeOptions.find((type) => type.id === id)?.name ?? null);
      }}
    >
      <MenuItem value={CREATE}>
        <em>{t('editor.management.createType')}</em>
      </MenuItem>
      {value && !typeOptions.some((type) => type.id === value) && (
        <MenuItem value={value}>{management.incidentTypeName ?? value}</MenuItem>
      )}
      {typeOptions.map((type) => (
        <MenuItem key={type.id} value={type.id}>
          {type.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <EditorCard title={t('editor.management.title')} help={t('editor.management.help')} field="management">
      <Stack spacing={2}>
        {/* In a Box: the Stack's spacing would reset the label's negative margin, indenting this switch. */}
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={on}
                disabled={readOnly}
                onChange={(_, checked) =>
                  onChange(
                    checked
                      ? { ...template, management: { ...management, sync: true } }
                      : {
                          ...template,
                          options: setOption(
                            setOption(template.options, 'incidentsByState', false),
                            'incidents',
                            false,
                          ),
                          management: { ...management, sync: false, syncCitizen: false },
                        },
                  )
                }
              />
            }
            label={t('editor.management.sync')}
          />
        </Box>
        {on && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={management.syncCitizen}
                  disabled={readOnly}
                  onChange={(_, checked) => set({ syncCitizen: checked, sync: true })}
                />
              }
              label={t('editor.management.syncCitizen')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={template.options.incidents}
                  disabled={readOnly || optionDisabled(template.options, 'incidents', context)}
                  onChange={(_, checked) => setFlag('incidents', checked)}
                />
              }
              label={t('editor.options.names.incidents')}
            />
            {template.options.incidents && (
              <FormControlLabel
                control={
                  <Switch
                    checked={template.options.incidentsByState}
                    disabled={readOnly || optionDisabled(template.options, 'incidentsByState', context)}
                    onChange={(_, checked) => setFlag('incidentsByState', checked)}
                  />
                }
                label={t('editor.options.names.incidentsByState')}
              />
            )}
          </Stack>
        )}
        {on && template.options.incidents && !formArea && (
          <Typography color="text.secondary">{t('editor.management.chooseAreaFirst')}</Typography>
        )}
        {(areas.isError || types.isError) && (
          <Alert severity="error">{t('errors.MANAGEMENT_SYSTEM_ERROR')}</Alert>
        )}
        {on && template.options.incidents && formArea && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                required
                label={t('editor.management.incidentAreaId')}
                value={management.incidentAreaId ?? ''}
                disabled={readOnly || areas.isPending}
                onChange={(event) => {
                  const id = event.target.value || null;
                  set({
                    incidentAreaId: id,
                    incidentAreaName: areas.data?.find((area) => area.id === id)?.name ?? null,
                    incidentTypeId: null,
                    incidentTypeName: null,
                    incidentTypesByState: {},
                  });
                }}
              >
                {management.incidentAreaId &&
                  !areas.data?.some((area) => area.id === management.incidentAreaId) && (
                    <MenuItem value={management.incidentAreaId}>
                      {management.incidentAreaName ?? management.incidentAreaId}
                    </MenuItem>
                  )}
                {(areas.data ?? []).map((area) => (
                  <MenuItem key={area.id} value={area.id}>
                    {area.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {!template.options.incidentsByState && (
              <Grid size={{ xs: 12, md: 6 }}>
                {typeSelect(t('editor.management.incidentTypeId'), management.incidentTypeId, (id, name) =>
                  set({ incidentTypeId: id, incidentTypeName: name }),
                )}
              </Grid>
            )}
            {template.options.incidentsByState &&
              template.states.available.map((state) => (
                <Grid key={state.id} size={{ xs: 12, md: 6 }}>
                  {typeSelect(
                    t('editor.management.incidentTypeForState', { state: state.name }),
                    management.incidentTypesByState[String(state.id)] ?? null,
                    (id) => {
                      const byState = { ...management.incidentTypesByState };
                      if (id) byState[String(state.id)] = id;
                      else delete byState[String(state.id)];
                      set({ incidentTypesByState: byState });
                    },
                  )}
                </Grid>
              ))}
          </Grid>
        )}
      </Stack>
    </EditorCard>
  );
}
