import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionLostDialog } from '../lib/dialogs.ts';
import { AnswerLoading } from './AnswerLoading.tsx';
import type { DraftKey, QueuedSubmission } from '../lib/draftStore.ts';
import { useOutbox } from '../hooks/useOutbox.ts';
import { useSaveDone } from '../hooks/useSaveDone.tsx';

/**
 * A save left queued by an earlier visit goes out before the form is opened again. Its reply may
 * have been lost after the server saved it: the server recognises the resend by its
 * clientSubmissionId and gives the saved answer back even once that answer filled the response
 * limit or the form was deleted, so the person lands where a save leads, not on the limit screen.
 * When it is not saved, `onStopped` opens the form (with the draft and the reason).
 */
export function ResendQueued({
  draftKey,
  queued,
  onStopped,
}: {
  draftKey: DraftKey;
  queued: QueuedSubmission;
  onStopped: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const after = useSaveDone(draftKey.formId, draftKey.mode, true);
  const outbox = useOutbox(draftKey.formId, draftKey.mode, draftKey, queued, {
    onSaved: after.done,
    onRefused: onStopped,
  });
  return (
    <>
      <AnswerLoading label={t('answering.resending')} />
      {outbox.waiting && (
        <Suspense fallback={null}>
          <ConnectionLostDialog
            status={outbox.status}
            failure={outbox.failure}
            waitSeconds={outbox.waitSeconds}
            onRetry={() => void outbox.retry()}
          />
        </Suspense>
      )}
      {after.emailDialog}
    </>
  );
}
