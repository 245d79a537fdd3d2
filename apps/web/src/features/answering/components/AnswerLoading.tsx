import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The answer page while it gets ready: 'Loading the form…', or what it is doing instead. */
export function AnswerLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {label ?? t('answering.loading')}
        </Typography>
      </Box>
    </Box>
  );
}
