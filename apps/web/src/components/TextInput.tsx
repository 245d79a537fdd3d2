import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { useId, type ReactNode, type Ref } from 'react';

type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef' | 'ref'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An outlined text field like MUI's TextField, without it: TextField always brings its select
 * (menus, popovers, modal) along, which the sign-in page's first load cannot afford.
 */
export function TextInput({
  label,
  helperText,
  error,
  fullWidth,
  id,
  ref,
  inputProps,
  ...input
}: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        inputRef={ref}
        inputProps={{ ...inputProps, 'aria-describedby': helperText ? helperId : undefined }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
