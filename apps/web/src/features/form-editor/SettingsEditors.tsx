import {
  OPTION_FLAGS,
  SIGNATURE_TITLE_MAX,
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
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  return (
    <EditorCard title={t('editor.states.title')} help={t('editor.states.help')}>
      {states.available.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('editor.states.none')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('editor.states.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('editor.states.initial')}</TableCell>
                <TableCell>{t('editor.states.name')}</TableCell>
                <TableCell>{t('editor.states.transitions')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {states.available.map((state) => (
                <TableRow key={state.id}>
                  <TableCell padding="checkbox">
                    <Radio
                      checked={states.initial === state.id}
                      disabled={readOnly || frozen}
                      onChange={() => onChange(setInitialState(states, state.id))}
                      slotProps={{ input: { 'aria-label': `${t('editor.states.initial')}: ${state.name}` } }}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
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
                  </TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
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
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      aria-label={t('editor.states.remove', { name: state.name })}
                      disabled={readOnly || frozen}
                      onClick={() => onChange(deleteState(states, state.id))}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </TableCell>
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
        {OPTION_FLAGS.map((flag) => (
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
  return (
    <EditorCard title={t('editor.signatures.title')}>
      <Stack spacing={2}>
        {signatures.map((signature, index) => (
          <Grid container spacing={1.5} key={index} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 5 }}>
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
            <Grid size={{ xs: 6, md: 3 }}>
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
            <Grid size={{ xs: 5, md: 3 }}>
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
            <Grid size={{ xs: 1 }}>
              <IconButton
                aria-label={t('editor.signatures.remove', { title: signature.title })}
                disabled={readOnly}
                onClick={() =>
                  onChange(signatures.filter((_, i) => i !== index).map((s, i) => ({ ...s, index: i })))
                }
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Grid>
          </Grid>
        ))}
        <Box>
          <Button
            startIcon={<AddOutlined />}
            disabled={readOnly}
            onClick={() =>
              onChange([
                ...signatures,
                { index: signatures.length, title: '', type: 'both', signatory: 'citizen' },
              ])
            }
          >
            {t('editor.signatures.add')}
          </Button>
        </Box>
      </Stack>
    </EditorCard>
  );
}

/** Incident settings of the management system, when the form creates incidents (save rules 6 and 7). */
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
  const set = (change: Partial<FormTemplate['management']>) =>
    onChange({ ...template, management: { ...management, ...change } });
  return (
    <EditorCard title={t('editor.management.title')} help={t('editor.management.help')} field="management">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField
            fullWidth
            size="small"
            label={t('editor.management.incidentTypeId')}
            value={management.incidentTypeId ?? ''}
            disabled={readOnly}
            onChange={(event) => set({ incidentTypeId: event.target.value || null })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField
            fullWidth
            size="small"
            label={t('editor.management.incidentAreaId')}
            value={management.incidentAreaId ?? ''}
            disabled={readOnly}
            onChange={(event) => set({ incidentAreaId: event.target.value || null })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={management.syncCitizen}
                disabled={readOnly}
                onChange={(_, checked) => set({ syncCitizen: checked })}
              />
            }
            label={t('editor.management.syncCitizen')}
          />
        </Grid>
        {template.options.incidentsByState &&
          template.states.available.map((state) => (
            <Grid key={state.id} size={{ xs: 12, md: 6 }}>
              <TextField
                fullWidth
                size="small"
                label={t('editor.management.incidentTypeForState', { state: state.name })}
                value={management.incidentTypesByState[String(state.id)] ?? ''}
                disabled={readOnly}
                onChange={(event) =>
                  set({
                    incidentTypesByState: {
                      ...management.incidentTypesByState,
                      [String(state.id)]: event.target.value,
                    },
                  })
                }
              />
            </Grid>
          ))}
      </Grid>
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
  const group = template.appointmentGroup ?? { id: '', name: '' };
  const set = (change: Partial<typeof group>) => {
    const next = { ...group, ...change };
    onChange({ ...template, appointmentGroup: next.id.trim() ? next : null });
  };
  return (
    <EditorCard title={t('editor.management.agendaTitle')} field="appointmentGroup">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            size="small"
            label={t('editor.management.agendaId')}
            value={group.id}
            disabled={readOnly}
            onChange={(event) => set({ id: event.target.value })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            size="small"
            label={t('editor.management.agendaName')}
            value={group.name}
            disabled={readOnly}
            onChange={(event) => set({ name: event.target.value })}
          />
        </Grid>
      </Grid>
    </EditorCard>
  );
}
