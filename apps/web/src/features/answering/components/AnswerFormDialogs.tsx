import type { FormTemplate } from '@cabildo/domain';
import { Suspense } from 'react';
import { ConnectionLostDialog, DiscardDraftDialog, ObservationsDialog, StateDialog } from '../lib/dialogs.ts';
import type { useOutbox } from '../hooks/useOutbox.ts';

/** Which of the answer screen's dialogs is open: the save's state dialog keeps whether to send the e-mail. */
export type AnswerFormDialog = 'observations' | 'discard' | { state: boolean } | null;

/** The answer screen's dialogs: observations, discard the draft, the state to save in, connection lost. */
export function AnswerFormDialogs({
  dialog,
  setDialog,
  observations,
  onObservations,
  onDiscard,
  states,
  onState,
  outbox,
}: {
  dialog: AnswerFormDialog;
  setDialog: (dialog: AnswerFormDialog) => void;
  observations: string;
  onObservations: (observations: string) => void;
  onDiscard: () => void;
  states: FormTemplate['states'];
  onState: (withEmail: boolean, stateId: number) => void;
  outbox: Pick<ReturnType<typeof useOutbox>, 'waiting' | 'status' | 'failure' | 'waitSeconds' | 'retry'>;
}) {
  return (
    <Suspense fallback={null}>
      {dialog === 'observations' && (
        <ObservationsDialog
          value={observations}
          onClose={(observations) => {
            onObservations(observations);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'discard' && <DiscardDraftDialog onConfirm={onDiscard} onCancel={() => setDialog(null)} />}
      {typeof dialog === 'object' && dialog !== null && (
        <StateDialog
          states={states.available}
          initial={states.initial}
          onCancel={() => setDialog(null)}
          onConfirm={(stateId) => {
            setDialog(null);
            onState(dialog.state, stateId);
          }}
        />
      )}
      {outbox.waiting && (
        <ConnectionLostDialog
          status={outbox.status}
          failure={outbox.failure}
          waitSeconds={outbox.waitSeconds}
          onRetry={() => void outbox.retry()}
        />
      )}
    </Suspense>
  );
}
