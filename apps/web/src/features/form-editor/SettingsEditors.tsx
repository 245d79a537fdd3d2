import {
  OPTION_FLAGS,
  SIGNATURE_TITLE_MAX,
  TEXT_LIMITS,
  addState,
  deleteState,
  formatDateTime,
  optionDisabled,
  renameState,
  setInitialState,
  setOption,
  setTransitions,
  stateNameProblem,
  type FormTemplate,
  type SignatureDefinition,
  type States,
} from '@cabildo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Grid,
  IconButton,
  MenuItem,
  Radio,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncidentTypes, useManagementAreas } from '../../api/forms.ts';
import { useListFocus } from '../../components/useListFocus.ts';
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { AgendaPicker } from '../appointments/AgendaPicker.tsx';
import { limitHelp } from './limits.ts';

export function EditorCard({
  title,
  help,
  children,
  field,
}: {
  title: string;
  help?: string;
  children: ReactNode;
  field?: string;
}) {
  return (
    <Card variant="outlined" data-field={field}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {help}
          </Typography>
        )}
        <Box sx={{ mt: help ? 0 : 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

/** The states table (spec part 2 §4): add, rename, transitions, initial, delete with renumbering. */
export function StatesEditor({
  states,
  onChange,
  frozen,
  readOnly,
}: {
  states: States;
  onChange: (states: States) => void;
  frozen: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const issue = stateNameProblem(states, name);
    setProblem(issue);
    if (issue) return;
    onChange(addState(states, name));
    setName('');
  };
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  type Row = States['available'][number];
  const initialRadio = (state: Row) => (
    <Radio
      checked={states.initial === state.id}
      disabled={readOnly || frozen}
      onChange={() => onChange(setInitialState(states, state.id))}
      slotProps={{ input: { 'aria-label': `${t('editor.states.initial')}: ${state.name}` } }}
    />
  );
  const nameField = (state: Row) => (
    <TextField
      size="small"
      fullWidth
      value={state.name}
      disabled={readOnly}
      slotProps={{
        htmlInput: { 'aria-label': `${t('editor.states.name')} ${state.id + 1}` },
      }}
      onChange={(event) => onChange(renameState(states, state.id, event.target.value))}
    />
  );
  const transitionsField = (state: Row) => (
    <TextField
      select
      size="small"
      fullWidth
      value={state.transitions}
      disabled={readOnly}
      onChange={(event) =>
        onChange(setTransitions(states, state.id, event.target.value as unknown as number[]))
      }
      slotProps={{
        htmlInput: { 'aria-label': `${t('editor.states.transitions')}: ${state.name}` },
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {(selected as number[]).map((id) => (
                <Chip key={id} size="small" label={states.available[id]?.name ?? id} />
              ))}
            </Stack>
          ),
        },
      }}
    >
      {states.available
        .filter((target) => target.id !== state.id)
        .map((target) => (
          <MenuItem key={target.id} value={target.id}>
            {target.name}
          </MenuItem>
        ))}
    </TextField>
  );
  const removeButton = (state: Row) => (
    <IconButton
      aria-label={t('editor.states.remove', { name: state.name })}
      disabled={readOnly || frozen}
      onClick={() => onChange(deleteState(states, state.id))}
    >
      <DeleteOutlined fontSize="small" />
    </IconButton>
  );
  return (
    <EditorCard title={t('editor.states.title')} help={t('editor.states.help')}>
      {states.available.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('editor.states.none')}
        </Typography>
      ) : phone ? (
        <Stack
          component="ol"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('editor.states.title')}
        >
          {states.available.map((state) => (
            <Box
              component="li"
              key={state.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
            >
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                {initialRadio(state)}
                {nameField(state)}
                {removeButton(state)}
              </Stack>
              <Box sx={{ mt: 1.5 }}>{transitionsField(state)}</Box>
            </Box>
          ))}
        </Stack>
      ) : (
        // It scrolls sideways when narrow: focusable and named, so a keyboard can scroll it (WCAG 2.1.1).
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('editor.states.title')}>
          <Table size="small" aria-label={t('editor.states.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('editor.states.initial')}</TableCell>
                <TableCell>{t('editor.states.name')}</TableCell>
                <TableCell>{t('editor.states.transitions')}</TableCell>
                {/* The delete buttons' column: named for screen readers, no heading shown. */}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('editor.states.removeColumn')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {states.available.map((state) => (
                <TableRow key={state.id}>
                  <TableCell padding="checkbox">{initialRadio(state)}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{nameField(state)}</TableCell>
                  <TableCell sx={{ minWidth: 220 }}>{transitionsField(state)}</TableCell>
                  <TableCell padding="checkbox">{removeButton(state)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('editor.states.name')}
          value={name}
          disabled={readOnly || frozen}
          error={Boolean(problem)}
          helperText={problem ? t(problem as 'forms.errors.stateNameEmpty') : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button startIcon={<AddOutlined />} onClick={add} disabled={readOnly || frozen}>
          {t('editor.states.add')}
        </Button>
      </Stack>
    </EditorCard>
  );
}

/** Incidents are chosen under the management system's switch (ManagementEditor). */
const MANAGEMENT_FLAGS: readonly string[] = ['incidents', 'incidentsByState'];

/** Option flags with their rules (exclusions disable the switch; turning one on turns its opposite off). */
export function OptionsEditor({
  template,
  onChange,
  readOnly,
}: {
  template: FormTemplate;
  onChange: (template: FormTemplate) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const context = { stateCount: template.states.available.length };
  return (
    <EditorCard title={t('editor.options.title')} field="options">
      <Grid container spacing={0.5}>
        {OPTION_FLAGS.filter((flag) => !MANAGEMENT_FLAGS.includes(flag)).map((flag) => (
          <Grid key={flag} size={{ xs: 12, sm: 6, lg: 4 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={template.options[flag]}
                  disabled={readOnly || optionDisabled(template.options, flag, context)}
                  onChange={(_, checked) =>
                    onChange({ ...template, options: setOption(template.options, flag, checked) })
                  }
                />
              }
              label={t(`editor.options.names.${flag}`)}
            />
          </Grid>
        ))}
      </Grid>
      {template.options.limitResponses && (
        <TextField
          data-field="responseLimit"
          type="number"
          size="small"
          sx={{ mt: 2, width: 260 }}
          label={t('editor.options.responseLimit')}
          value={template.responseLimit ?? ''}
          disabled={readOnly}
          slotProps={{ htmlInput: { min: 1 } }}
          onChange={(event) =>
            onChange({
              ...template,
              responseLimit: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        />
      )}
      {template.options.customizedVoucher && (
        <TextField
          data-field="customizedVoucherText"
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          label={t('editor.voucher.text')}
          value={template.customizedVoucherText}
          disabled={readOnly}
          {...(() => {
            const limit = limitHelp(t, template.customizedVoucherText, TEXT_LIMITS.voucherText, {
              always: true,
            });
            return { ...limit, helperText: `${t('editor.voucher.help')} ${limit.helperText ?? ''}` };
          })()}
          onChange={(event) => onChange({ ...template, customizedVoucherText: event.target.value })}
          onBlur={() =>
            onChange({ ...template, customizedVoucherText: template.customizedVoucherText.trim() })
          }
        />
      )}
    </EditorCard>
  );
}

/** Signature definitions: title (≤ 40), type, signatory; new ones default to both and citizen. */
export function SignaturesEditor({
  signatures,
  onChange,
  readOnly,
}: {
  signatures: SignatureDefinition[];
  onChange: (signatures: SignatureDefinition[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<SignatureDefinition>) =>
    onChange(signatures.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const focus = useListFocus(signatures.map((_, index) => String(index)));
  return (
    <EditorCard title={t('editor.signatures.title')}>
      <Stack spacing={2} ref={focus.list}>
        {signatures.map((signature, index) => (
          <Grid container spacing={1.5} key={index} data-item sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 10, md: 5 }}>
              <TextField
                fullWidth
                size="small"
                label={t('editor.signatures.signatureTitle')}
                value={signature.title}
                disabled={readOnly}
                slotProps={{ htmlInput: { maxLength: SIGNATURE_TITLE_MAX } }}
                helperText={`${signature.title.length}/${SIGNATURE_TITLE_MAX}`}
                onChange={(event) => set(index, { title: event.target.value })}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }} sx={{ order: { xs: 3, md: 2 } }}>
              <TextField
                select
                fullWidth
                size="small"
                label={t('editor.signatures.type')}
                value={signature.type}
                disabled={readOnly}
                onChange={(event) => set(index, { type: event.target.value as SignatureDefinition['type'] })}
              >
                {(['both', 'draw', 'upload'] as const).map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`editor.signatures.types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }} sx={{ order: { xs: 4, md: 3 } }}>
              <TextField
                select
                fullWidth
                size="small"
                label={t('editor.signatures.signatory')}
                value={signature.signatory}
                disabled={readOnly}
                onChange={(event) =>
                  set(index, { signatory: event.target.value as SignatureDefinition['signatory'] })
                }
              >
                {(['citizen', 'staff'] as const).map((who) => (
                  <MenuItem key={who} value={who}>
                    {t(`editor.signatures.signatories.${who}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {/* On a phone the remove button sits beside the title, the two menus below. */}
            <Grid
              size={{ xs: 2, md: 1 }}
              sx={{ order: { xs: 2, md: 4 }, textAlign: 'center', alignSelf: 'flex-start', pt: 0.5 }}
            >
              <IconButton
                aria-label={t('editor.signatures.remove', { title: signature.title })}
                disabled={readOnly}
                onClick={() => {
                  focus.removed(index);
                  onChange(signatures.filter((_, i) => i !== index).map((s, i) => ({ ...s, index: i })));
                }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Grid>
          </Grid>
        ))}
        <Box>
          <Button
            data-list-add
            startIcon={<AddOutlined />}
            disabled={readOnly}
            onClick={() => {
              focus.added();
              onChange([
                ...signatures,
                { index: signatures.length, title: '', type: 'both', signatory: 'citizen' },
              ]);
            }}
          >
            {t('editor.signatures.add')}
          </Button>
        </Box>
      </Stack>
    </EditorCard>
  );
}

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

/** Who saved the form and when (every save appends an entry). */
export function EditHistory({ entries }: { entries: { date: string; username: string }[] }) {
  const { t } = useTranslation();
  return (
    <EditorCard title={t('editor.history.title')}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('editor.history.none')}</Typography>
      ) : (
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {[...entries].reverse().map((entry, index) => (
            <Typography component="li" variant="body2" key={index}>
              {t('editor.history.entry', { date: formatDateTime(entry.date), user: entry.username })}
            </Typography>
          ))}
        </Stack>
      )}
    </EditorCard>
  );
}

/** The agenda the person books an appointment in (save rule 4 asks for one when appointments are on). */
export function AppointmentEditor({
  template,
  onChange,
  readOnly,
}: {
  template: FormTemplate;
  onChange: (template: FormTemplate) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EditorCard title={t('editor.management.agendaTitle')} field="appointmentGroup">
      <AgendaPicker template={template} onChange={onChange} readOnly={readOnly} />
    </EditorCard>
  );
}
