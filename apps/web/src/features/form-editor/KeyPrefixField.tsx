import { isValidKeyPrefix, KEY_PREFIX_ERRORS, KEY_PREFIX_MAX } from '@cabildo/domain';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The form's answer-code prefix (issue 28): typed in upper case; left empty on a new form, the
 * server gives the default (the municipality keyword and the title's initials). Empty on a saved
 * form keeps its prefix.
 */
export function KeyPrefixField({
  value,
  onChange,
  isNew,
  readOnly,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  isNew: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const invalid = value !== null && !isValidKeyPrefix(value);
  return (
    <TextField
      fullWidth
      label={t('editor.keyPrefix.label')}
      value={value ?? ''}
      disabled={readOnly}
      error={invalid}
      helperText={
        invalid
          ? t(KEY_PREFIX_ERRORS.invalid)
          : t(isNew ? 'editor.keyPrefix.helpNew' : 'editor.keyPrefix.help')
      }
      onChange={(event) => {
        const typed = event.target.value.toUpperCase();
        onChange(typed.trim() === '' ? null : typed);
      }}
      onBlur={() => onChange(value?.trim() || null)}
      slotProps={{
        htmlInput: { maxLength: KEY_PREFIX_MAX, spellCheck: false, autoCapitalize: 'characters' },
      }}
    />
  );
}
