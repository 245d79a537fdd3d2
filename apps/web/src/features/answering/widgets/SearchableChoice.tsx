import type { Option } from '@cabildo/domain';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localized } from '../texts.ts';
import { optionsOf, type ChoiceProps } from './choice.ts';

/** A single choice of many options (or a filterable one): a list to search in. */
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
  const options = optionsOf(question);
  const value = options.find((option) => option.order === answer.selected[0]) ?? null;
  const label = (option: Option) => localized(option.text, option.textAlt, i18n.language);
  return (
    <Autocomplete
      options={options}
      value={value}
      disabled={disabled}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.order === b.order}
      onChange={(_, option) =>
        onChange((current) => ({ ...current, selected: option ? [option.order] : [] }))
      }
      openText={t('answering.widgets.open')}
      closeText={t('answering.widgets.close')}
      noOptionsText={t('answering.widgets.noOptions')}
      loadingText={t('answering.widgets.optionsLoading')}
      clearText={t('answering.widgets.clear')}
      sx={{ maxWidth: 520 }}
      slotProps={{ listbox: { sx: { maxHeight: 'min(300px, 30vh)' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          error={error}
          placeholder={t('answering.widgets.search')}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-labelledby': labelId,
              'aria-describedby': describedBy,
            },
          }}
        />
      )}
    />
  );
}
