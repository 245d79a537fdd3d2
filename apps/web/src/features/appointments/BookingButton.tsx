import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingRedirect } from '../../api/appointments.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';

await loadCatalogueParts('appointments');

/** Sends the browser on (a seam for tests: jsdom cannot navigate). */
export const goTo = { assign: (url: string) => window.location.assign(url) };

/**
 * The saved page's continue-to-booking button (spec part 3 §2): asks the server for the booking
 * system's authorise address of the answer just sent (code, tenant, formData) and goes there; a
 * failure shows the spec's alert ('Error al cargar la información…') and the button stays.
 */
export function BookingButton({
  answerId,
  clientSubmissionId,
}: {
  answerId: string;
  clientSubmissionId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const book = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { url } = await bookingRedirect(answerId, clientSubmissionId);
      goTo.assign(url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%', alignItems: 'center' }} data-testid="booking">
      <Typography color="text.secondary">{t('appointments.saved.intro')}</Typography>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<EventAvailableOutlined />}
        onClick={() => void book()}
        disabled={busy}
        sx={{ whiteSpace: 'normal' }}
      >
        {busy ? t('appointments.saved.redirecting') : t('appointments.saved.book')}
      </Button>
      {failed && (
        <Alert severity="error" role="alert" sx={{ width: '100%', textAlign: 'left' }}>
          {t('appointments.saved.error')}
        </Alert>
      )}
    </Stack>
  );
}
