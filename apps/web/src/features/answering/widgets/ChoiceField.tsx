import { NO, YES, type Option, type Question, type QuestionAnswer } from '@cabildo/domain';
import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localized } from '../texts.ts';

type Props = {
  question: Question;
  answer: QuestionAnswer;
  onChange: (update: (answer: QuestionAnswer) => QuestionAnswer) => void;
  labelId: string;
  describedBy?: string;
  error: boolean;
  disabled?: boolean;
};

/** More options than this turn a single choice into a searchable list (spec part 2 §5). */
export const SEARCHABLE_FROM = 11;

/** Multiple choice (checkboxes), single choice (radios or a searchable list) and yes/no. */
export function ChoiceField(props: Props) {
  switch (props.question.kind) {
    case 'multiple':
      return <MultipleChoice {...props} />;
    case 'yesno':
      return <YesNo {...props} />;
    default:
      return props.question.filterable || props.question.options.length >= SEARCHABLE_FROM ? (
        <SearchableChoice {...props} />
      ) : (
        <SingleChoice {...props} />
      );
  }
}

const optionsOf = (question: Question) => [...question.options].sort((a, b) => a.order - b.order);

function MultipleChoice({ question, answer, onChange, labelId, describedBy, disabled }: Props) {
  const { i18n } = useTranslation();
  return (
    <FormGroup role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {optionsOf(question).map((option) => (
        <FormControlLabel
          key={option.order}
          disabled={disabled}
          label={localized(option.text, option.textAlt, i18n.language)}
          control={
            <Checkbox
              checked={answer.selected.includes(option.order)}
              onChange={(_, checked) =>
                onChange((current) => ({
                  ...current,
                  selected: checked
                    ? [...current.selected.filter((o) => o !== option.order), option.order].sort(
                        (a, b) => a - b,
                      )
                    : current.selected.filter((o) => o !== option.order),
                }))
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}

function SingleChoice({ question, answer, onChange, labelId, describedBy, disabled }: Props) {
  const { i18n } = useTranslation();
  const selected = answer.selected[0];
  return (
    <RadioGroup
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      value={selected === undefined ? '' : String(selected)}
      onChange={(_, value) => onChange((current) => ({ ...current, selected: [Number(value)] }))}
    >
      {optionsOf(question).map((option) => (
        <FormControlLabel
          key={option.order}
          value={String(option.order)}
          disabled={disabled}
          control={<Radio />}
          label={localized(option.text, option.textAlt, i18n.language)}
        />
      ))}
    </RadioGroup>
  );
}

function SearchableChoice({ question, answer, onChange, labelId, describedBy, error, disabled }: Props) {
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

function YesNo({ answer, onChange, labelId, describedBy, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      row
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      value={answer.value}
      onChange={(_, value) => onChange((current) => ({ ...current, value }))}
    >
      <FormControlLabel
        value={YES}
        disabled={disabled}
        control={<Radio />}
        label={t('answering.widgets.yes')}
      />
      <FormControlLabel
        value={NO}
        disabled={disabled}
        control={<Radio />}
        label={t('answering.widgets.no')}
      />
    </RadioGroup>
  );
}
