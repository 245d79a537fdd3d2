import { NO, YES } from '@cabildo/domain';
import { Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormText } from '../../../components/formText.ts';
import { optionsOf, type ChoiceProps as Props } from './choice.ts';
import { SearchableChoice } from './SearchableChoice.tsx';

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

function MultipleChoice({ question, answer, onChange, labelId, describedBy, disabled }: Props) {
  const form = useFormText();
  return (
    <FormGroup role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {optionsOf(question).map((option) => (
        <FormControlLabel
          key={option.order}
          disabled={disabled}
          label={<span lang={form.langOf(option.textAlt)}>{form.text(option.text, option.textAlt)}</span>}
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
  const form = useFormText();
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
          label={<span lang={form.langOf(option.textAlt)}>{form.text(option.text, option.textAlt)}</span>}
        />
      ))}
    </RadioGroup>
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
