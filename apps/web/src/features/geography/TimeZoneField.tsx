import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The IANA zones the browser knows, with UTC (which Intl lists under Etc only, if at all). */
function knownZones(current: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort();
}

/**
 * The municipality's time zone (settings.timeZone): a searchable list of IANA names; empty (null)
 * keeps the server's, which the server writes in.
 */
export function TimeZoneField({
  value,
  onChange,
  invalid,
}: {
  value: string | null;
  onChange: (zone: string | null) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const zones = useMemo(() => knownZones(value), [value]);
  return (
    <Autocomplete
      options={zones}
      value={value}
      onChange={(_, zone) => onChange(zone)}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('admin.municipalities.timeZone')}
          error={invalid}
          helperText={t(invalid ? 'geography.errors.timeZoneInvalid' : 'admin.municipalities.timeZoneHelp')}
        />
      )}
    />
  );
}
