import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paymentsKeys } from '../../api/keys/payments.ts';
import { fetchGatewayForm, fetchPayOrder } from '../../api/payments.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { postToGateway } from './gateway.ts';
import { Facts } from './Facts.tsx';
import { PayStatusChip } from './PayStatusChip.tsx';
import { money } from './wizard.ts';

await loadCatalogueParts('payments');

/** While the gateway's tab is open, the order's status is read this often. */
const FOLLOW_MS = 3000;

/**
 * The saved page of an answer with a ticket order (spec part 2 §2: validate, ready to pay, pay):
 * the order, and the Pay button that posts the signed request to the gateway's page in a new tab.
 * The page then follows the order's status on the server and leads to its result page.
 */
export function PayPanel({ orderId, token }: { orderId: string; token: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const order = useQuery({
    queryKey: paymentsKeys.order(orderId),
    queryFn: () => fetchPayOrder(orderId, token),
    refetchInterval: (query) =>
      opened && query.state.data?.status === 'pending_validation' ? FOLLOW_MS : false,
    refetchOnWindowFocus: true,
  });
  const pending = order.data?.status === 'pending_validation' && order.data.answerId !== null;
  // Asked for before the click, so the click itself opens the tab (no popup blocker stops it).
  const gateway = useQuery({
    queryKey: paymentsKeys.gateway(orderId),
    queryFn: () => fetchGatewayForm(orderId, token),
    enabled: pending,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const body = () => {
    if (order.isPending)
      return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('payments.pay.preparing')}</Typography>
        </Stack>
      );
    if (order.isError) return <Alert severity="error">{t('payments.pay.orderMissing')}</Alert>;
    const data = order.data;
    const resultPath =
      data.answerId &&
      `/${data.status === 'paid' ? 'pago-exitoso' : 'pago-denegado'}/${data.orderNumber}/${data.answerId}`;
    return (
      <Stack spacing={2}>
        <Facts
          rows={[
            [t('payments.wizard.orderNumber'), <strong key="n">{data.orderNumber}</strong>],
            [t('payments.wizard.statusLabel'), <PayStatusChip key="s" status={data.status} />],
            [t('payments.wizard.section'), data.sectionName],
            [t('payments.wizard.quantity'), String(data.quantity)],
            [t('payments.wizard.total'), <strong key="t">{money(data.amountCents, data.currency)}</strong>],
          ]}
        />
        {data.status === 'paid' && <Alert severity="success">{t('payments.pay.paid')}</Alert>}
        {data.status === 'denied' && <Alert severity="error">{t('payments.pay.denied')}</Alert>}
        {data.status === 'cancelled' && <Alert severity="info">{t('payments.pay.cancelled')}</Alert>}
        {resultPath && (data.status === 'paid' || data.status === 'denied') && (
          <Button variant="contained" component={RouterLink} to={resultPath}>
            {t('payments.pay.seeResult')}
          </Button>
        )}
        {pending && opened && <Alert severity="info">{t('payments.pay.opened')}</Alert>}
        {pending && gateway.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void gateway.refetch()}>
                {t('payments.pay.retry')}
              </Button>
            }
          >
            {t('payments.pay.prepareFailed')}
          </Alert>
        )}
        {pending && (
          <Button
            variant={opened ? 'outlined' : 'contained'}
            size="large"
            disabled={!gateway.data}
            startIcon={
              gateway.isFetching ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <CreditCardOutlined />
              )
            }
            endIcon={<OpenInNewOutlined />}
            onClick={() => {
              if (!gateway.data) return;
              postToGateway(gateway.data);
              setOpened(true);
            }}
          >
            {opened
              ? t('payments.pay.openAgain')
              : t('payments.pay.pay', { amount: money(data.amountCents, data.currency) })}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="pay-panel-title"
      data-testid="pay-panel"
      sx={{
        width: '100%',
        textAlign: 'left',
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        borderColor: 'primary.main',
      }}
    >
      <Box sx={{ mb: 2 }}>
        <Typography id="pay-panel-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('payments.pay.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('payments.pay.intro')}
        </Typography>
      </Box>
      {body()}
    </Paper>
  );
}
