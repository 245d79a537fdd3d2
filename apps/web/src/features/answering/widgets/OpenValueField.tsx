import { ANSWER_VALUE_MAX, type DataType } from '@cabildo/domain';
import { intlLocale } from '@cabildo/domain/languages';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { IconButton, InputAdornment, useMediaQuery, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateField, PickerField } from '../../../components/PickerField.tsx';
import { TextInput } from '../../../components/TextInput.tsx';
import { formatTypedTime } from '../lib/texts.ts';

type Props = {
  dataType: DataType;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy?: string;
  error: boolean;
  required: boolean;
  disabled?: boolean;
  /** A hint inside a text field (questions answered mainly by a file). */
  placeholder?: string;
};

/** An open question's input for its data type (spec part 2 §5 "Answer values"). */
export function OpenValueField(props: Props) {
  switch (props.dataType) {
    case 'date':
      return <DateInput {...props} />;
    case 'time':
      return <TimeInput {...props} />;
    default:
      return <PlainInput {...props} />;
  }
}

function inputProps({ labelId, describedBy, required }: Props, extra: Record<string, unknown> = {}) {
  return {
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...extra,
  };
}

function PlainInput(props: Props) {
  const { t, i18n } = useTranslation();
  const { dataType, value, onChange, onBlur, error, disabled } = props;
  const linkValid = dataType === 'link' && /^https?:\/\/\S+\.\S+/.test(value);
  // A long text grows with the page on a phone instead of scrolling inside itself (issue 19 item 5).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TextInput
      fullWidth
      size="small"
      value={value}
      disabled={disabled}
      error={error}
      multiline={dataType === 'text'}
      maxRows={dataType === 'text' && !phone ? 8 : undefined}
      placeholder={dataType === 'link' ? t('answering.widgets.linkPlaceholder') : props.placeholder}
      helperText={
        value.length > ANSWER_VALUE_MAX * 0.9
          ? t('answering.widgets.counter', {
              count: value.length,
              max: ANSWER_VALUE_MAX.toLocaleString(intlLocale(i18n.language)),
              length: value.length.toLocaleString(intlLocale(i18n.language)),
            })
          : dataType === 'decimal' && !error
            ? t('answering.widgets.decimalHelp')
            : undefined
      }
      // What is typed is kept as typed; a number that is not valid is said, never rewritten.
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        if (value !== value.trim()) onChange(value.trim());
        onBlur();
      }}
      inputProps={inputProps(props, {
        inputMode: dataType === 'integer' ? 'numeric' : dataType === 'decimal' ? 'decimal' : undefined,
        type: dataType === 'link' ? 'url' : 'text',
      })}
      endAdornment={
        linkValid ? (
          <InputAdornment position="end">
            <IconButton
              size="small"
              edge="end"
              href={value}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={value}
            >
              <OpenInNewOutlined fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
    />
  );
}

function DateInput(props: Props) {
  const { t } = useTranslation();
  const { value, onChange, onBlur, error, disabled } = props;
  return (
    <DateField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      placeholder={t('answering.widgets.datePlaceholder')}
      helperText={error ? undefined : t('answering.widgets.dateHelp')}
      pickLabel={t('answering.widgets.openCalendar')}
      htmlInput={inputProps(props)}
    />
  );
}

function TimeInput(props: Props) {
  const { t } = useTranslation();
  const { value, onChange, onBlur, error, disabled } = props;
  return (
    <PickerField
      shown={value}
      onType={(typed) => onChange(formatTypedTime(typed))}
      pickerType="time"
      pickerValue={/^\d{2}:\d{2}$/.test(value) ? value : ''}
      onPick={(picked) => onChange(picked.slice(0, 5))}
      icon={<AccessTimeOutlined fontSize="small" />}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      placeholder={t('answering.widgets.timePlaceholder')}
      helperText={error ? undefined : t('answering.widgets.timeHelp')}
      pickLabel={t('answering.widgets.openClock')}
      htmlInput={inputProps(props)}
    />
  );
}
