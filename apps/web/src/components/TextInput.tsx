import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { useId, type ReactNode, type Ref } from 'react';

type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef' | 'ref'> & {
  /** The visible label; left out where the field is named by `aria-labelledby`. */
  label?: string;
  helperText?: ReactNode;
  error?: boolean;
  /**
   * The <input> itself (to focus it). Not `ref`: the production build runs on Preact, which gives a
   * function component's `ref` its component instance, not the prop (`ref.current.focus` is then no
   * function).
   */
  inputRef?: Ref<HTMLInputElement>;
  /** Keeps the label above the field when it is empty (for a placeholder shown inside). */
  shrinkLabel?: boolean;
};

/**
 * An outlined text field like MUI's TextField, without it: TextField always brings its select
 * (menus, popovers, modal, 17 kB) along, which the sign-in and answer pages' first load cannot afford.
 */
export function TextInput({
  label,
  helperText,
  error,
  fullWidth,
  size,
  disabled,
  shrinkLabel,
  id,
  inputRef,
  inputProps,
  ...input
}: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  const describedBy =
    [inputProps?.['aria-describedby'], helperText ? helperId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} size={size} disabled={disabled}>
      {label && (
        <InputLabel htmlFor={inputId} shrink={shrinkLabel || undefined}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={inputId}
        label={label}
        notched={label && shrinkLabel ? true : undefined}
        inputRef={inputRef}
        inputProps={{ ...inputProps, 'aria-describedby': describedBy }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
