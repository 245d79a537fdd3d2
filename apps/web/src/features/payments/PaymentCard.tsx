import { formatDateTime, type AnswerPayment } from '@cabildo/domain';
import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { PayStatusChip } from './PayStatusChip.tsx';
import { money } from './wizard.ts';
import { FactGrid } from '../../components/FactGrid.tsx';

await loadCatalogueParts('payments');

/**
 * The answer's payment in the answer view (spec part 3 §2 "Answer view": payments; §4 the status
 * colours): order number, status, amount, quantity, section, the gateway's reference and the holder.
 */
export function PaymentCard({ payment }: { payment: AnswerPayment }) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    [t('payments.staff.orderNumber'), payment.orderNumber],
    [t('payments.staff.amount'), money(payment.amountCents, payment.currency)],
    [t('payments.staff.quantity'), String(payment.quantity)],
    [t('payments.staff.section'), payment.sectionName],
    [t('payments.staff.unitPrice'), money(payment.unitPriceCents, payment.currency)],
    ...(payment.paymentReference
      ? [[t('payments.staff.reference'), payment.paymentReference] as [string, ReactNode]]
      : []),
    ...(payment.paidAt
      ? [[t('payments.staff.paidAt'), formatDateTime(payment.paidAt)] as [string, ReactNode]]
      : []),
    [t('payments.staff.holder'), payment.fullName],
    [t('payments.staff.idNumber'), payment.idNumber],
    [t('payments.staff.email'), payment.email],
    [t('payments.staff.phone'), payment.phone],
    ...(payment.operationId
      ? [[t('payments.staff.operationId'), payment.operationId] as [string, ReactNode]]
      : []),
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="answer-payment-title"
      sx={{ borderRadius: 3.5, p: { xs: 2.5, sm: 3 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Typography id="answer-payment-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('payments.staff.title')}
        </Typography>
        <PayStatusChip status={payment.status} size="medium" />
      </Stack>
      <FactGrid facts={facts} />
    </Paper>
  );
}
