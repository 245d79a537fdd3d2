import { formatDateTime, PAY_ORDER_STATUSES, type PaymentReconciliation } from '@cabildo/domain';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useReconciliation } from '../../api/payments.ts';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { PayStatusChip } from './PayStatusChip.tsx';
import { money } from './wizard.ts';

await loadCatalogueParts('payments');

type Order = PaymentReconciliation['orders'][number];

/**
 * A form's reconciliation (issue 17): per status the orders, tickets and amount (every order
 * counted), then the orders newest first, each with its answer when it was saved with one.
 */
export function ReconciliationDialog({ formId, onClose }: { formId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const data = useReconciliation(formId);
  const totals = data.data?.totals ?? [];
  const byStatus = PAY_ORDER_STATUSES.map(
    (status) =>
      totals.find((row) => row.status === status) ?? { status, orders: 0, quantity: 0, amountCents: 0 },
  );
  const currency = data.data?.orders[0]?.currency ?? 'EUR';
  const answer = (order: Order) =>
    order.answerId ? (
      <Link component={RouterLink} to={`/ver/${order.answerId}`}>
        {order.answerCode ?? order.answerId}
      </Link>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('payments.staff.noAnswer')}
      </Typography>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="reconciliation-title"
    >
      <DialogTitle id="reconciliation-title">{t('payments.staff.reconciliationTitle')}</DialogTitle>
      <DialogContent dividers>
        {data.isPending && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('payments.staff.loading')}</Typography>
          </Stack>
        )}
        {data.isError && <Alert severity="error">{t('payments.staff.loadError')}</Alert>}
        {data.data && (
          <Stack spacing={3}>
            <Box component="section" aria-labelledby="reconciliation-totals">
              <Typography
                id="reconciliation-totals"
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 700, mb: 1 }}
              >
                {t('payments.staff.totals')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
                }}
              >
                {byStatus.map((row) => (
                  <Paper
                    key={row.status}
                    variant="outlined"
                    sx={{ p: 1.5, borderRadius: 2 }}
                    data-testid={`total-${row.status}`}
                  >
                    <PayStatusChip status={row.status} />
                    <Typography sx={{ fontWeight: 800, fontSize: '1.3rem', mt: 1 }}>
                      {money(row.amountCents, currency)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('payments.staff.orders')}: {row.orders} · {t('payments.staff.tickets')}:{' '}
                      {row.quantity}
                    </Typography>
                  </Paper>
                ))}
              </Box>
            </Box>
            <Box component="section" aria-labelledby="reconciliation-orders">
              <Typography
                id="reconciliation-orders"
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 700, mb: 1 }}
              >
                {t('payments.staff.orders')}
              </Typography>
              {data.data.truncated && (
                <Alert severity="info" sx={{ mb: 1.5 }}>
                  {t('payments.staff.truncated')}
                </Alert>
              )}
              <ResponsiveTable
                label={t('payments.staff.orders')}
                rows={data.data.orders.map((order) => ({ ...order, id: order.orderId }))}
                loading={false}
                fetching={data.isFetching}
                texts={{ loading: t('payments.staff.loading'), empty: t('payments.staff.empty') }}
                columns={[
                  {
                    header: t('payments.staff.orderNumber'),
                    cell: (order) => order.orderNumber,
                    sx: { fontWeight: 600 },
                  },
                  {
                    header: t('payments.staff.status'),
                    cell: (order) => <PayStatusChip status={order.status} />,
                  },
                  { header: t('payments.staff.holder'), cell: (order) => order.fullName },
                  {
                    header: t('payments.staff.section'),
                    cell: (order) => `${order.sectionName} × ${order.quantity}`,
                  },
                  {
                    header: t('payments.staff.amount'),
                    cell: (order) => money(order.amountCents, order.currency),
                    sx: { whiteSpace: 'nowrap' },
                  },
                  { header: t('payments.staff.reference'), cell: (order) => order.paymentReference ?? '—' },
                  { header: t('payments.staff.answer'), cell: answer },
                  {
                    header: t('payments.staff.created'),
                    cell: (order) => formatDateTime(order.createdAt),
                    sx: { whiteSpace: 'nowrap' },
                  },
                ]}
                card={(order) => (
                  <>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      useFlexGap
                    >
                      <Typography sx={{ fontWeight: 700 }}>{order.orderNumber}</Typography>
                      <PayStatusChip status={order.status} />
                    </Stack>
                    <Typography variant="body2">
                      {order.fullName} · {order.sectionName} × {order.quantity} ·{' '}
                      <strong>{money(order.amountCents, order.currency)}</strong>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDateTime(order.createdAt)}
                      {order.paymentReference
                        ? ` · ${t('payments.staff.reference')}: ${order.paymentReference}`
                        : ''}
                    </Typography>
                    {answer(order)}
                  </>
                )}
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('payments.staff.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
