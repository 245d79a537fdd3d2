import { ALL_STATES, PAY_ORDER_STATUSES, type AnswerFilterQuery } from '@cabildo/domain';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import {
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/PickerField.tsx';
import {
  draftOf,
  EMPTY_FILTER,
  validateDraft,
  type FilterDraft,
  type FilterErrors,
  type FilterField,
} from './filters.ts';

type Props = {
  /** The filter set in force (from the URL); the panel edits a copy until Apply. */
  value: AnswerFilterQuery;
  states: { id: number; name: string }[];
  /** Forms with a payment: the filter by the status of the answer's ticket order. */
  paymentStatuses?: boolean;
  onApply: (filter: AnswerFilterQuery) => void;
};

/** The answers-list filter panel (spec part 3 §2): always open on wide screens, folded on phones. */
export function AnswerFilters({ value, states, paymentStatuses = false, onApply }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(value));
  const [errors, setErrors] = useState<FilterErrors>({});
  const panelId = useId();

  const set = <K extends keyof FilterDraft>(key: K, next: FilterDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: next }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  // The domain schema's messages are catalogue keys ('answers.review.errors.*', 'answers.errors.date').
  const message = (field: FilterField) => {
    const key = errors[field];
    return key ? t(key as 'answers.review.errors.dateAndRange') : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDraft(draft);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setDraft(draftOf(result.filter));
    onApply(result.filter);
  };
  const clear = () => {
    setDraft(draftOf(EMPTY_FILTER));
    setErrors({});
    onApply(EMPTY_FILTER);
  };
  const chooseDateMode = (mode: FilterDraft['dateMode']) => {
    // One day OR a range: choosing one empties the other.
    setDraft((current) =>
      mode === 'day'
        ? { ...current, dateMode: mode, from: '', to: '' }
        : { ...current, dateMode: mode, date: '' },
    );
    setErrors((current) => ({ ...current, date: undefined, from: undefined, to: undefined }));
  };

  const text = (field: 'code' | 'author' | 'citizenDni', label: string, numeric = false) => (
    <TextField
      size="small"
      label={label}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={message(field)}
      fullWidth
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric', maxLength: 20 } : { maxLength: 200 } }}
    />
  );
  // The app's one date input: DD/MM/AAAA typed or picked, whatever the browser's locale.
  const day = (field: 'date' | 'from' | 'to', label: string, disabled: boolean) => (
    <DateField
      label={label}
      value={draft[field]}
      onChange={(next) => set(field, next)}
      disabled={disabled}
      error={Boolean(errors[field])}
      helperText={message(field)}
      placeholder={t('answers-list.filters.datePlaceholder')}
      pickLabel={t('answers-list.filters.openCalendar', { label })}
      maxWidth="none"
    />
  );

  const form = (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('answers-list.filters.title')}
      sx={{ p: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {text('code', t('answers-list.filters.code'))}
        {text('author', t('answers-list.filters.author'))}
        {text('citizenDni', t('answers-list.filters.citizenDni'), true)}
        <TextField
          select
          size="small"
          label={t('answers-list.filters.state')}
          value={draft.state}
          onChange={(event) => set('state', Number(event.target.value))}
          fullWidth
        >
          <MenuItem value={ALL_STATES}>{t('answers-list.filters.allStates')}</MenuItem>
          {states.map((state) => (
            <MenuItem key={state.id} value={state.id}>
              {state.name}
            </MenuItem>
          ))}
        </TextField>
        {paymentStatuses && (
          <TextField
            select
            size="small"
            label={t('payments.staff.filter')}
            value={draft.paymentStatus}
            onChange={(event) => set('paymentStatus', event.target.value as FilterDraft['paymentStatus'])}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('payments.staff.allStatuses')}</option>
            {PAY_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`payments.status.${status}`)}
              </option>
            ))}
          </TextField>
        )}
      </Box>
      <FormControl component="fieldset" sx={{ mt: 2, width: '100%' }}>
        <FormLabel component="legend" sx={{ typography: 'body2' }}>
          {t('answers-list.filters.dates')}
        </FormLabel>
        <RadioGroup
          row
          value={draft.dateMode}
          onChange={(event) => chooseDateMode(event.target.value as FilterDraft['dateMode'])}
        >
          <FormControlLabel
            value="day"
            control={<Radio size="small" />}
            label={t('answers-list.filters.oneDay')}
          />
          <FormControlLabel
            value="range"
            control={<Radio size="small" />}
            label={t('answers-list.filters.range')}
          />
        </RadioGroup>
        <Box
          sx={{
            mt: 1,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
            alignItems: 'start',
          }}
        >
          {day('date', t('answers-list.filters.date'), draft.dateMode !== 'day')}
          {day('from', t('answers-list.filters.from'), draft.dateMode !== 'range')}
          {day('to', t('answers-list.filters.to'), draft.dateMode !== 'range')}
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.byLastUpdate}
                onChange={(event) => set('byLastUpdate', event.target.checked)}
              />
            }
            label={t('answers-list.filters.byLastUpdate')}
          />
        </Box>
      </FormControl>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={clear}>{t('answers-list.filters.clear')}</Button>
        <Button type="submit" variant="contained">
          {t('answers-list.filters.apply')}
        </Button>
      </Stack>
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      {phone ? (
        <>
          <Button
            fullWidth
            startIcon={<FilterListOutlined />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            sx={{ justifyContent: 'flex-start', p: 1.5 }}
          >
            {open ? t('answers-list.filters.hide') : t('answers-list.filters.show')}
          </Button>
          <Collapse in={open} id={panelId}>
            {form}
          </Collapse>
        </>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pt: 2 }}>
            <FilterListOutlined color="action" aria-hidden />
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('answers-list.filters.title')}
            </Typography>
          </Stack>
          {form}
        </>
      )}
    </Paper>
  );
}
