import type { PaymentResult } from '@cabildo/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CreditCardOffOutlined from '@mui/icons-material/CreditCardOffOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { downloadReceipt, usePaymentResult } from '../../api/payments.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { useRecordDownload } from '../records/useRecordDownload.ts';
import { Facts } from './Facts.tsx';
import { money } from './wizard.ts';
import { OutcomeCard } from '../../components/OutcomeCard.tsx';

await loadCatalogueParts('payments', 'records');

/** A bank's notification may come a moment after the browser: a pending order is read again meanwhile. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_WINDOW_MS = 30_000;

const ORDER_NUMBER = /^\d{12}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const successPath = (order: string, answer: string) => `/pago-exitoso/${order}/${answer}`;
const deniedPath = (order: string, answer: string) => `/pago-denegado/${order}/${answer}`;

/** The receipt downloads by itself once per tab, not at every reload. */
const receiptKey = (order: string) => `cabildo:receipt:${order}`;
function firstVisit(order: string): boolean {
  try {
    if (sessionStorage.getItem(receiptKey(order))) return false;
    sessionStorage.setItem(receiptKey(order), '1');
  } catch {
    // Without session storage the receipt downloads on every visit.
  }
  return true;
}

/**
 * /pago-exitoso/{orderNumber}/{answerId} and /pago-denegado/{orderNumber}/{answerId} (spec part 3
 * §2 "Payment result pages", §4 "Payment result"): the server's status of the order decides the
 * page, never the URL — 'Pagado' is the success page, anything else (or no such order) the denied
 * page, and the denied page of an order in fact paid goes to the success page.
 */
export function PaymentResultPage({ expected }: { expected: 'success' | 'denied' }) {
  const { orderId = '', id = '' } = useParams();
  const wellFormed = ORDER_NUMBER.test(orderId) && UUID.test(id);
  if (!wellFormed)
    return expected === 'denied' ? (
      <DeniedCard formId={null} />
    ) : (
      <Navigate to={deniedPath(orderId, id)} replace />
    );
  return <ResultLoader key={`${orderId}/${id}`} expected={expected} orderNumber={orderId} answerId={id} />;
}

function ResultLoader({
  expected,
  orderNumber,
  answerId,
}: {
  expected: 'success' | 'denied';
  orderNumber: string;
  answerId: string;
}) {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  const [waited, setWaited] = useState(false);
  const poll = (data?: PaymentResult) =>
    data?.status === 'pending_validation' && Date.now() - since < CONFIRM_WINDOW_MS ? CONFIRM_POLL_MS : false;
  const result = usePaymentResult(orderNumber, answerId, poll);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, []);

  if (result.isPending) return <Waiting text={t('payments.result.checking')} />;
  if (result.isError) {
    const missing = result.error instanceof ApiError && result.error.status === 404;
    if (missing)
      return expected === 'denied' ? (
        <DeniedCard formId={formOfUnknownOrder(result.error)} />
      ) : (
        <Navigate to={deniedPath(orderNumber, answerId)} replace />
      );
    return (
      <OutcomeCard tone="error" icon={<CreditCardOffOutlined />} title={t('payments.result.loadError')}>
        <Button variant="contained" onClick={() => void result.refetch()}>
          {t('payments.result.reload')}
        </Button>
      </OutcomeCard>
    );
  }
  const data = result.data;
  if (data.page === 'success')
    return expected === 'success' ? (
      <SuccessCard result={data} />
    ) : (
      <Navigate to={successPath(orderNumber, answerId)} replace />
    );
  // Not paid (yet): the success page waits a moment for the bank's word, then gives way.
  if (expected === 'success') {
    if (data.status === 'pending_validation' && !waited)
      return <Waiting text={t('payments.result.confirming')} />;
    return <Navigate to={deniedPath(orderNumber, answerId)} replace />;
  }
  return <DeniedCard formId={data.formId} />;
}

function Waiting({ text }: { text: string }) {
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{text}</Typography>
      </Stack>
    </Box>
  );
}

function SuccessCard({ result }: { result: PaymentResult }) {
  const { t } = useTranslation();
  const { download, busy } = useRecordDownload();
  const { orderNumber, answerId } = result;
  const receipt = useMemo(
    () => () => void download(() => downloadReceipt(orderNumber, answerId)),
    [download, orderNumber, answerId],
  );
  // The receipt downloads by itself about 1 s after it is ready (spec part 3 §2, §9).
  const started = useRef(false);
  const [auto, setAuto] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!firstVisit(orderNumber)) return;
    setAuto(true);
    receipt();
  }, [orderNumber, receipt]);

  return (
    <OutcomeCard tone="success" icon={<CheckCircleOutlined />} title={t('payments.result.approved')}>
      <Typography
        data-testid="payment-amount"
        sx={{ fontWeight: 800, fontSize: '2rem', color: 'success.dark' }}
      >
        {money(result.amountCents, result.currency)}
      </Typography>
      <Box sx={{ width: '100%', textAlign: 'left' }}>
        <Facts
          rows={[
            [t('payments.result.fullName'), result.fullName],
            [t('payments.result.reference'), <strong key="r">{result.paymentReference ?? '—'}</strong>],
            [t('payments.result.orderNumber'), result.orderNumber],
            [t('payments.result.section'), `${result.sectionName} × ${result.quantity}`],
            [t('payments.result.answerCode'), result.answerCode],
          ]}
        />
      </Box>
      {busy && auto && <Alert severity="info">{t('payments.result.receiptAuto')}</Alert>}
      <Button
        variant="contained"
        size="large"
        startIcon={
          busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PictureAsPdfOutlined />
        }
        onClick={receipt}
        disabled={busy}
      >
        {busy ? t('payments.result.receiptDownloading') : t('payments.result.receipt')}
      </Button>
    </OutcomeCard>
  );
}

/** The public form of an answer whose order is unknown, when the server names it (its 404's details). */
function formOfUnknownOrder(error: unknown): string | null {
  const details = error instanceof ApiError ? (error.details as { formId?: unknown } | undefined) : undefined;
  return typeof details?.formId === 'string' && UUID.test(details.formId) ? details.formId : null;
}

/**
 * The denied page: the retry to the public form (spec part 3 §2) when the form is known; else (no
 * such order, nor a public form for the answer) the way to follow a procedure by its code.
 */
function DeniedCard({ formId }: { formId: string | null }) {
  const { t } = useTranslation();
  return (
    <OutcomeCard tone="error" icon={<CreditCardOffOutlined />} title={t('payments.result.denied')}>
      <Typography color="text.secondary">{t('payments.result.deniedBody')}</Typography>
      {formId ? (
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={`/publico/contestar/${formId}`}
          startIcon={<ReplayOutlined />}
        >
          {t('payments.result.retry')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          size="large"
          component={RouterLink}
          to="/publico/consultar-estado"
          startIcon={<ManageSearchOutlined />}
        >
          {t('pages.titles.statusLookup')}
        </Button>
      )}
    </OutcomeCard>
  );
}
