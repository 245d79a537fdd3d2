import { type WebhookSecret } from '@cabildo/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The endpoint's secret, shown this once. */
export function SecretDialog({ secret, onClose }: { secret: WebhookSecret; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open
      maxWidth="sm"
      fullWidth
      aria-labelledby="webhook-secret-title"
      aria-describedby="webhook-secret-body"
    >
      <DialogTitle id="webhook-secret-title">{t('webhooks.secret.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="webhook-secret-body" sx={{ mb: 2 }}>
          {t('webhooks.secret.body')}
        </DialogContentText>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all', mb: 1 }}>
          {secret.endpoint.url}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            component="code"
            data-testid="webhook-secret"
            sx={{
              flex: 1,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontSize: '0.9rem',
              wordBreak: 'break-all',
              userSelect: 'all',
            }}
          >
            {secret.secret}
          </Box>
          <Button
            variant="outlined"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(secret.secret)
                .then(() => setCopied(true))
                .catch(() => undefined)
            }
          >
            {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
