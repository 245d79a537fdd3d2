import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import type { AnsweringForm } from '@cabildo/domain';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { answeringKeys } from '../../api/keys/answering.ts';
import { downloadRecord, downloadVoucher } from '../../api/records.ts';
import { useRecordDownload } from '../records/useRecordDownload.ts';
import { answerPath } from './lib/destinations.ts';
import { keepReceipt, keptReceipt, type SavedReceipt } from './lib/savedReceipt.ts';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { OutcomeCard } from '../../components/OutcomeCard.tsx';

await loadCatalogueParts('answering', 'records');

// Only a form with an appointment needs it (and its texts).
const BookingButton = lazy(() =>
  import('../appointments/BookingButton.tsx').then((m) => ({ default: m.BookingButton })),
);
// Only an answer saved with a ticket order: its payment (ready to pay, then pay in a new tab).
const PayPanel = lazy(() => import('../payments/PayPanel.tsx').then((m) => ({ default: m.PayPanel })));

/** What the saved page tells a page that embeds the form in an iframe. */
export type AnswerSavedMessage = { type: 'cabildo:answer-saved'; formId: string | null; code: string };

/** The embedding page's origin when the browser says it; otherwise any (the message holds no secret). */
function parentOrigin(): string {
  try {
    return document.referrer ? new URL(document.referrer).origin : '*';
  } catch {
    return '*';
  }
}

/**
 * /publico/guardado/{formId}/{docCode} and /respuesta/enviada/{answerId}/{docCode}: the answer is
 * registered; its code, the customised voucher text, the voucher (the answer's PDF record; downloaded
 * by itself once when the form says automaticDownload), the record's download code, a way to answer
 * again, and a message to the embedding page (spec part 2 §2, part 3 §2). The voucher parts come
 * with the receipt of the answer this tab sent; a saved page opened from elsewhere has none.
 */
export function SavedPage({
  kind,
  actions,
}: {
  /** citizen: /ciudadano/guardado/{formId}/{docCode}, the citizen portal's (no answering again: its link is the portal's). */
  kind: 'public' | 'inspection' | 'citizen';
  /** Further buttons beside the voucher (the citizen's list of answers). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const code = params.docCode ?? '';
  const state = location.state as { formId?: string; receipt?: SavedReceipt } | null;
  const formId = kind === 'inspection' ? (state?.formId ?? null) : (params.id ?? null);
  // The answer just sent by this browser (a saved page opened from elsewhere offers no voucher).
  const receipt = state?.receipt ?? keptReceipt(code);
  const record = useRecordDownload();
  const { download } = record;
  const answerId = receipt?.answerId;
  const submissionId = receipt?.clientSubmissionId;
  const voucher = useMemo(
    () =>
      answerId && submissionId
        ? () =>
            void download(() =>
              kind === 'inspection' ? downloadRecord(answerId) : downloadVoucher(answerId, submissionId),
            )
        : null,
    [download, kind, answerId, submissionId],
  );

  useEffect(() => {
    if (window.parent === window) return;
    const message: AnswerSavedMessage = { type: 'cabildo:answer-saved', formId, code };
    window.parent.postMessage(message, parentOrigin());
  }, [formId, code]);

  // The form just answered, while it is still in the cache (its appointment).
  const answered = useQueryClient()
    .getQueriesData<AnsweringForm>({ queryKey: answeringKeys.form(formId) })
    .map(([, data]) => data)
    .find(Boolean);
  const options = answered?.template.options;
  // The customised voucher text (spec part 3 §2) came with the receipt, so a reload keeps it.
  const voucherText = receipt?.voucherText ?? '';

  // automaticDownload: the voucher downloads by itself once; a reload of the page does not repeat it.
  const downloaded = useRef(false);
  useEffect(() => {
    if (!receipt?.automaticDownload || !voucher || downloaded.current) return;
    downloaded.current = true;
    const kept = keptReceipt(code);
    if (kept?.voucherDownloaded) return;
    if (kept) keepReceipt(code, { ...kept, voucherDownloaded: true });
    voucher();
  }, [receipt?.automaticDownload, voucher, code]);

  // The continue-to-booking button (public and citizen-portal saved pages, spec part 3 §2).
  const appointment =
    kind !== 'inspection' &&
    (Boolean(options?.addAppointment && answered?.template.appointmentGroup?.id) ||
      receipt?.appointment === true ||
      // A reload keeps the navigation state (without the note); the tab's copy has it.
      keptReceipt(code)?.appointment === true);
  useEffect(() => {
    if (appointment && receipt && !receipt.appointment) keepReceipt(code, { ...receipt, appointment: true });
  }, [appointment, receipt, code]);

  const again =
    formId && kind !== 'citizen' ? answerPath(kind === 'public' ? 'public' : 'inspection', formId) : null;

  return (
    <OutcomeCard tone="success" icon={<CheckCircleOutlined />} title={t('answering.saved.title')}>
      {code && (
        <Box
          sx={{
            px: 3,
            py: 1.5,
            borderRadius: 2.5,
            bgcolor: 'background.default',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('answering.saved.code')}
          </Typography>
          <Typography
            data-testid="answer-code"
            sx={{ fontWeight: 800, fontSize: '1.6rem', letterSpacing: 0.5, whiteSpace: 'nowrap' }}
          >
            {code}
          </Typography>
        </Box>
      )}
      <Typography color="text.secondary">{t('answering.saved.keep')}</Typography>
      {voucherText && (
        <Typography data-testid="voucher-text" sx={{ whiteSpace: 'pre-line', textAlign: 'left' }}>
          {voucherText}
        </Typography>
      )}
      {receipt?.pdfDownloadCode && (
        <Box sx={{ width: '100%', textAlign: 'left' }}>
          <Typography variant="body2" color="text.secondary">
            {t('records.downloadCode')}
          </Typography>
          <Typography
            data-testid="download-code"
            sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.15rem', letterSpacing: 1 }}
          >
            {receipt.pdfDownloadCode}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('records.downloadCodeHelp', { address: `${window.location.origin}/actas/consultar` })}
          </Typography>
        </Box>
      )}
      {receipt?.payment && kind !== 'inspection' && (
        <Suspense fallback={null}>
          <PayPanel orderId={receipt.payment.id} token={receipt.payment.token} />
        </Suspense>
      )}
      {appointment && answerId && submissionId && (
        <Suspense fallback={null}>
          <BookingButton answerId={answerId} clientSubmissionId={submissionId} />
        </Suspense>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{
          width: { xs: '100%', sm: 'auto' },
          flexWrap: 'wrap',
          justifyContent: 'center',
          // On one line where there is room; wrapped on a narrow phone (320 px, WCAG 1.4.10).
          '& .MuiButton-root': { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
        }}
      >
        {voucher && (
          <Button
            variant="contained"
            size="large"
            startIcon={<PictureAsPdfOutlined />}
            onClick={voucher}
            disabled={record.busy}
          >
            {record.busy ? t('records.downloading') : t('records.voucher')}
          </Button>
        )}
        {again && (
          <Button
            variant={voucher ? 'outlined' : 'contained'}
            size="large"
            component={RouterLink}
            to={again}
            startIcon={<ReplayOutlined />}
          >
            {t('answering.saved.answerAgain')}
          </Button>
        )}
        {actions}
        {kind === 'inspection' && (
          <Button
            variant={again || voucher ? 'outlined' : 'contained'}
            size="large"
            component={RouterLink}
            to="/listar"
          >
            {t('answering.saved.toForms')}
          </Button>
        )}
      </Stack>
    </OutcomeCard>
  );
}
