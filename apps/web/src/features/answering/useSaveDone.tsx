import type { OpeningMode, SavedAnswer } from '@cabildo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { afterEmail, afterSave } from './destinations.ts';
import type { QueuedSubmission } from './draftStore.ts';
import { EmailCopyDialog } from './EmailCopyDialog.tsx';

/**
 * What follows a confirmed save, from the form or from a resend on load: the next opening checks
 * the form again (limit of answers, deletion), then the e-mail copy dialog or the next page.
 */
export function useSaveDone(formId: string, mode: OpeningMode) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [emailFor, setEmailFor] = useState<SavedAnswer | null>(null);

  const done = useCallback(
    (saved: SavedAnswer, sent: QueuedSubmission) => {
      void queryClient.invalidateQueries({ queryKey: ['answering', 'form', formId], refetchType: 'none' });
      if (sent.withEmail) setEmailFor(saved);
      else void navigate(afterSave(mode, sent.publicForm, saved), { replace: true, state: { formId } });
    },
    [queryClient, navigate, formId, mode],
  );

  const emailDialog = emailFor && (
    <EmailCopyDialog
      formId={formId}
      answerId={emailFor.id}
      onDone={() => void navigate(afterEmail(mode, emailFor), { replace: true })}
    />
  );
  return { done, emailDialog };
}
