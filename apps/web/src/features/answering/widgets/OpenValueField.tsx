import { ANSWER_VALUE_MAX, type DataType } from '@cabildo/domain';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Box, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateToDisplay, displayToStored, formatTypedDate, formatTypedTime } from '../texts.ts';

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
  return (
    <TextField
      fullWidth
      size="small"
      value={value}
      disabled={disabled}
      error={error}
      multiline={dataType === 'text'}
      maxRows={dataType === 'text' ? 8 : undefined}
      placeholder={dataType === 'link' ? t('answering.widgets.linkPlaceholder') : props.placeholder}
      helperText={
        value.length > ANSWER_VALUE_MAX * 0.9
          ? t('answering.widgets.counter', {
              count: value.length,
              max: ANSWER_VALUE_MAX.toLocaleString(i18n.language),
              length: value.length.toLocaleString(i18n.language),
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
      slotProps={{
        htmlInput: inputProps(props, {
          inputMode: dataType === 'integer' ? 'numeric' : dataType === 'decimal' ? 'decimal' : undefined,
          type: dataType === 'link' ? 'url' : 'text',
        }),
        input: linkValid
          ? {
              endAdornment: (
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
              ),
            }
          : undefined,
      }}
    />
  );
}

/**
 * A typed field with a native picker behind a button: the text shows the spec's format whatever
 * the browser's locale, the picker helps on phones.
 */
function PickerInput({
  props,
  shown,
  placeholder,
  help,
  pickerType,
  pickerValue,
  onType,
  onPick,
  icon,
  pickLabel,
}: {
  props: Props;
  shown: string;
  placeholder: string;
  help: string;
  pickerType: 'date' | 'time';
  pickerValue: string;
  onType: (typed: string) => void;
  onPick: (picked: string) => void;
  icon: ReactNode;
  pickLabel: string;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const { error, disabled, onBlur } = props;
  return (
    <Box sx={{ position: 'relative', maxWidth: 260 }}>
      <TextField
        fullWidth
        size="small"
        value={shown}
        disabled={disabled}
        error={error}
        placeholder={placeholder}
        helperText={error ? undefined : help}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
        slotProps={{
          htmlInput: inputProps(props, { inputMode: 'numeric', autoComplete: 'off' }),
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={pickLabel}>
                  <span>
                    <IconButton
                      size="small"
                      edge="end"
                      disabled={disabled}
                      aria-label={pickLabel}
                      onClick={() => {
                        const input = picker.current;
                        if (!input) return;
                        try {
                          input.showPicker();
                        } catch {
                          input.focus();
                        }
                      }}
                    >
                      {icon}
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box
        component="input"
        ref={picker}
        type={pickerType}
        tabIndex={-1}
        aria-hidden
        value={pickerValue}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (event.target.value) onPick(event.target.value);
        }}
        sx={{
          position: 'absolute',
          right: 8,
          top: 8,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
          border: 0,
          p: 0,
        }}
      />
    </Box>
  );
}

function DateInput(props: Props) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  return (
    <PickerInput
      props={props}
      shown={dateToDisplay(value)}
      placeholder={t('answering.widgets.datePlaceholder')}
      help={t('answering.widgets.dateHelp')}
      pickerType="date"
      pickerValue={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
      onType={(typed) => onChange(displayToStored(formatTypedDate(typed)))}
      onPick={onChange}
      icon={<CalendarMonthOutlined fontSize="small" />}
      pickLabel={t('answering.widgets.openCalendar')}
    />
  );
}

function TimeInput(props: Props) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  return (
    <PickerInput
      props={props}
      shown={value}
      placeholder={t('answering.widgets.timePlaceholder')}
      help={t('answering.widgets.timeHelp')}
      pickerType="time"
      pickerValue={/^\d{2}:\d{2}$/.test(value) ? value : ''}
      onType={(typed) => onChange(formatTypedTime(typed))}
      onPick={(picked) => onChange(picked.slice(0, 5))}
      icon={<AccessTimeOutlined fontSize="small" />}
      pickLabel={t('answering.widgets.openClock')}
    />
  );
}
