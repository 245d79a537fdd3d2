import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/TextInput.tsx';
import { type DetailField, type PayDetails } from '../wizard.ts';

/** Step 2: the payer's name, id number, e-mail and phone. */
export function DetailsStep({
  details,
  message,
  disabled,
  set,
}: {
  details: PayDetails;
  message: (field: DetailField) => string | undefined;
  disabled: boolean;
  set: <K extends DetailField>(field: K, value: PayDetails[K]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      <TextInput
        label={t('payments.wizard.fullName')}
        value={details.fullName}
        onChange={(event) => set('fullName', event.target.value)}
        error={Boolean(message('fullName'))}
        helperText={message('fullName')}
        autoComplete="name"
        inputProps={{ maxLength: 200 }}
        disabled={disabled}
        fullWidth
      />
      <TextInput
        label={t('payments.wizard.idNumber')}
        value={details.idNumber}
        onChange={(event) => set('idNumber', event.target.value)}
        error={Boolean(message('idNumber'))}
        helperText={message('idNumber')}
        inputProps={{ maxLength: 12 }}
        disabled={disabled}
        fullWidth
      />
      <TextInput
        label={t('payments.wizard.email')}
        type="email"
        value={details.email}
        onChange={(event) => set('email', event.target.value)}
        error={Boolean(message('email'))}
        helperText={message('email')}
        autoComplete="email"
        inputProps={{ maxLength: 254 }}
        disabled={disabled}
        fullWidth
      />
      <TextInput
        label={t('payments.wizard.phone')}
        type="tel"
        value={details.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={Boolean(message('phone'))}
        helperText={message('phone')}
        autoComplete="tel"
        inputProps={{ maxLength: 30 }}
        disabled={disabled}
        fullWidth
      />
    </Box>
  );
}
