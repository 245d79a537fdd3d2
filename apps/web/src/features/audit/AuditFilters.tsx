import { Box, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditFilterForm } from '../../api/audit.ts';
import { FilterSelect, SearchField } from '../../components/ListPage.tsx';
import { actionLabel, KNOWN_ACTIONS } from './labels.ts';

export const EMPTY_FILTER: AuditFilterForm = {
  municipalityId: '',
  actorId: '',
  person: '',
  action: '',
  formId: '',
  answerCode: '',
  from: '',
  to: '',
};

/** The viewer's filters: municipality (admin), person, action, answer code, dates; the form from a link. */
export function AuditFilters({
  value,
  onChange,
  municipalities,
}: {
  value: AuditFilterForm;
  onChange: (next: AuditFilterForm) => void;
  /** Offered to whoever sees every municipality; null hides the filter. */
  municipalities: { id: string; name: string }[] | null;
}) {
  const { t } = useTranslation();
  const set = (key: keyof AuditFilterForm) => (next: string) => onChange({ ...value, [key]: next });
  const date = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`audit.filters.${key}`)}
      value={value[key]}
      onChange={(event) => set(key)(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );
  const actions = KNOWN_ACTIONS.map((action) => ({ id: action, name: actionLabel(t, action) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%', alignItems: 'center' }}>
      {municipalities && (
        <FilterSelect
          label={t('audit.filters.municipality')}
          value={value.municipalityId}
          onChange={set('municipalityId')}
          allLabel={t('audit.filters.all')}
          options={municipalities}
          width={220}
        />
      )}
      <TextField
        size="small"
        label={t('audit.filters.person')}
        placeholder={t('audit.filters.personHelp')}
        value={value.person}
        onChange={(event) => set('person')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <FilterSelect
        label={t('audit.filters.action')}
        value={value.action}
        onChange={set('action')}
        allLabel={t('audit.filters.all')}
        options={actions}
        width={220}
      />
      <SearchField
        label={t('audit.filters.answerCode')}
        value={value.answerCode}
        onChange={set('answerCode')}
        width={200}
      />
      {date('from')}
      {date('to')}
      {Object.values(value).some(Boolean) && (
        <Button onClick={() => onChange(EMPTY_FILTER)} sx={{ flexShrink: 0 }}>
          {t('audit.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
