import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../Facts.tsx';
import { PayStatusChip } from '../PayStatusChip.tsx';
import { money, type DraftPayment } from '../wizard.ts';

/** The validated order, locked: its facts, Edit (cancels it) and the save that leads to paying. */
export function ValidatedOrder({
  order,
  reason,
  busy,
  editing,
  saving,
  onEdit,
  onSave,
}: {
  order: DraftPayment['order'];
  reason: ReactNode;
  busy: boolean;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="success" icon={<LockOutlined />}>
        <Typography sx={{ fontWeight: 700 }}>{t('payments.wizard.validated')}</Typography>
        {t('payments.wizard.locked')}
      </Alert>
      <Facts
        rows={[
          [t('payments.wizard.orderNumber'), <strong key="n">{order.orderNumber}</strong>],
          [t('payments.wizard.statusLabel'), <PayStatusChip key="s" status={order.status} />],
          [t('payments.wizard.section'), order.sectionName],
          [t('payments.wizard.quantity'), String(order.quantity)],
          [t('payments.wizard.total'), <strong key="t">{money(order.amountCents, order.currency)}</strong>],
          [t('payments.wizard.fullName'), order.fullName],
        ]}
      />
      {reason}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button variant="outlined" onClick={onEdit} disabled={busy}>
          {editing ? t('payments.wizard.editing') : t('payments.wizard.edit')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={onSave}
          disabled={busy}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {saving ? t('payments.wizard.saving') : t('payments.wizard.toPay')}
        </Button>
      </Stack>
    </Stack>
  );
}
