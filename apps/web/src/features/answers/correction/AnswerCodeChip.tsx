import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The answer's code, in the header of the correction and edit screens. */
export function AnswerCodeChip({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      label={t('correction.code', { code })}
      color="primary"
      variant="outlined"
      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, fontWeight: 600 }}
    />
  );
}
