import type { AnsweringForm, OpeningMode, SavedAnswer } from '@cabildo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { answeringKeys } from '../../../api/keys/answering.ts';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { afterEmail, afterSave } from '../lib/destinations.ts';
import type { QueuedSubmission } from '../lib/draftStore.ts';
import { keepReceipt, receiptOf } from '../lib/savedReceipt.ts';

// Asked for after a few saves only: the e-mail copy form loads then.
const EmailCopyDialog = lazy(() =>
  import('../kit/EmailCopyDialog.tsx').then((m) => ({ default: m.EmailCopyDialog })),
);

/**
 * What follows a confirmed save, from the form or from a resend on load: the next opening checks
 * the form again (limit of answers, deletion), then the e-mail copy dialog or the next page.
 * The spec's saved notices: 'Se a guardado el formulario correctamente.' when the answer is saved
 * and its e-mail copy is asked next (the page stays), 'Formulario Guardado correctamente' when a
 * save left waiting on the device by an earlier visit went through (`resent`).
 */
export function useSaveDone(formId: string, mode: OpeningMode, resent = false) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [emailFor, setEmailFor] = useState<SavedAnswer | null>(null);

  const done = useCallback(
    (saved: SavedAnswer, sent: QueuedSubmission) => {
      void queryClient.invalidateQueries({ queryKey: answeringKeys.form(formId), refetchType: 'none' });
      if (resent || sent.withEmail)
        enqueueSnackbar(t(resent ? 'answering.saved.resent' : 'answering.saved.beforeEmail'), {
          variant: 'success',
          autoHideDuration: TOAST_MS.standard,
        });
      if (sent.withEmail) {
        setEmailFor(saved);
        return;
      }
      // The form as answered (still cached): what it says of its voucher goes with the receipt.
      const answered = queryClient
        .getQueriesData<AnsweringForm>({ queryKey: answeringKeys.form(formId) })
        .map(([, data]) => data)
        .find(Boolean);
      const receipt = receiptOf(saved, sent.submission.clientSubmissionId, answered?.template);
      if (sent.submission.paymentOrder) receipt.payment = sent.submission.paymentOrder;
      keepReceipt(saved.code, receipt);
      void navigate(afterSave(mode, sent.publicForm, saved), { replace: true, state: { formId, receipt } });
    },
    [queryClient, navigate, formId, mode, resent, enqueueSnackbar, t],
  );

  const emailDialog = emailFor && (
    <Suspense fallback={null}>
      <EmailCopyDialog
        formId={formId}
        answerId={emailFor.id}
        onDone={() => void navigate(afterEmail(mode, emailFor), { replace: true })}
      />
    </Suspense>
  );
  return { done, emailDialog };
}
