import type { Option } from '@cabildo/domain';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Box, FormControlLabel, InputAdornment, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/TextInput.tsx';
import { localized } from '../lib/texts.ts';
import { optionsOf, type ChoiceProps } from './choice.ts';

/** Lower case without accents: 'güem' finds 'Güemes', 'cordoba' finds 'Córdoba'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * A single choice of many options, or a filterable one (spec part 2 §5): a search field over the
 * options, which stay radios in a list capped at 300px or 30vh. The chosen option stays in view
 * whatever is typed. No popup: nothing to open on a phone, and the list reads as the radio group it is.
 * On a phone the list is not capped (issue 19 item 5: no scroll area inside the page's scroll, which
 * a thumb cannot tell from the page); the search field shortens it.
 */
export function SearchableChoice({
  question,
  answer,
  onChange,
  labelId,
  describedBy,
  error,
  disabled,
}: ChoiceProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const label = (option: Option) => localized(option.text, option.textAlt, i18n.language);
  const selected = answer.selected[0];
  const wanted = folded(search.trim());
  const shown = optionsOf(question).filter(
    (option) => option.order === selected || folded(label(option)).includes(wanted),
  );
  return (
    <Box sx={{ maxWidth: 520 }}>
      <TextInput
        fullWidth
        size="small"
        type="search"
        value={search}
        disabled={disabled}
        error={error}
        placeholder={t('answering.widgets.search')}
        onChange={(event) => setSearch(event.target.value)}
        inputProps={{
          'aria-label': t('answering.widgets.searchIn', {
            question: localized(question.title, question.titleAlt, i18n.language),
          }),
          'aria-describedby': describedBy,
        }}
        startAdornment={
          <InputAdornment position="start">
            <SearchOutlined fontSize="small" />
          </InputAdornment>
        }
      />
      {shown.length > 0 && (
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          value={selected === undefined ? '' : String(selected)}
          onChange={(_, value) => onChange((current) => ({ ...current, selected: [Number(value)] }))}
          sx={{
            mt: 1,
            px: 1.5,
            maxHeight: { xs: 'none', sm: 'min(300px, 30vh)' },
            overflowY: { xs: 'visible', sm: 'auto' },
            flexWrap: 'nowrap',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {shown.map((option) => (
            <FormControlLabel
              key={option.order}
              value={String(option.order)}
              disabled={disabled}
              control={<Radio size="small" />}
              label={label(option)}
            />
          ))}
        </RadioGroup>
      )}
      {shown.length === 0 && (
        <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('answering.widgets.noOptions')}
        </Typography>
      )}
    </Box>
  );
}
