import { type PaymentView } from '@cabildo/domain';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The wizard's card: the event's name, date and place above the step. */
export function WizardFrame({ view, children }: { view?: PaymentView; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-wizard-title"
      data-testid="payment-wizard"
      sx={{ borderRadius: 3.5, p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <ConfirmationNumberOutlined color="primary" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="payment-wizard-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {view?.name || t('payments.wizard.title')}
          </Typography>
          {view && (view.dateText || view.address) && (
            <Typography variant="body2" color="text.secondary">
              {[view.dateText, view.address].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
      </Stack>
      {children}
    </Paper>
  );
}
