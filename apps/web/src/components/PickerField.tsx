import { dateToDisplay, isValidDate } from '@cabildo/domain';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { Box, IconButton, InputAdornment } from '@mui/material';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { TextInput } from './TextInput.tsx';

/** Digits typed into a date field, laid out as DD/MM/YYYY while typing. */
export function formatTypedDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * What a date field stores: YYYY-MM-DD once the shown date is complete and real, blank when empty;
 * an unfinished or impossible date is kept as typed so the value check can point at it.
 */
export function displayToStored(display: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display);
  if (match) {
    const iso = `${match[3]}-${match[2]}-${match[1]}`;
    if (isValidDate(iso)) return iso;
  }
  return display;
}

export type PickerFieldProps = {
  /** The text shown in the field. */
  shown: string;
  onType: (typed: string) => void;
  /** The native picker's value, when the field holds a complete one. */
  pickerValue: string;
  onPick: (picked: string) => void;
  pickerType: 'date' | 'time';
  icon: ReactNode;
  /** The picker button's name. */
  pickLabel: string;
  placeholder: string;
  /** The field's visible label (left out where the field is named by aria-labelledby). */
  label?: string;
  /** Below the field: an error message, or a hint. */
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  /** Attributes of the text input (names, descriptions, required). */
  htmlInput?: Record<string, unknown>;
  maxWidth?: number | string;
};

/**
 * A typed field with a native picker behind a button: the text shows DD/MM/AAAA (or HH:MM) whatever
 * the browser's locale, and the picker helps on phones. Every date input of the app is this one.
 */
export function PickerField({
  shown,
  onType,
  pickerValue,
  onPick,
  pickerType,
  icon,
  pickLabel,
  placeholder,
  label,
  helperText,
  error = false,
  disabled = false,
  onBlur,
  htmlInput,
  maxWidth = 260,
}: PickerFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ position: 'relative', maxWidth }}>
      <TextInput
        fullWidth
        size="small"
        label={label}
        shrinkLabel
        value={shown}
        disabled={disabled}
        error={error}
        placeholder={placeholder}
        helperText={helperText}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off', ...htmlInput }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              size="small"
              edge="end"
              disabled={disabled}
              aria-label={pickLabel}
              title={pickLabel}
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
          </InputAdornment>
        }
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

export type DateFieldProps = Omit<
  PickerFieldProps,
  'shown' | 'onType' | 'pickerValue' | 'onPick' | 'pickerType' | 'icon'
> & {
  /** YYYY-MM-DD, blank, or an unfinished date as typed (DD/MM/…). */
  value: string;
  onChange: (value: string) => void;
};

/** The app's date input: DD/MM/AAAA typed or picked, YYYY-MM-DD kept once complete and real. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <PickerField
      {...props}
      shown={dateToDisplay(value)}
      pickerType="date"
      pickerValue={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
      onType={(typed) => onChange(displayToStored(formatTypedDate(typed)))}
      onPick={onChange}
      icon={<CalendarMonthOutlined fontSize="small" />}
    />
  );
}
