import {
  ANSWER_ERRORS,
  answerProblems,
  citizenProblem,
  correctionDiff,
  type AnswerDetail,
  type CorrectedAnswers,
} from '@cabildo/domain';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined';
import { Alert, Box } from '@mui/material';
import { useCallback, useMemo, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, type ErrorKey } from '../../../api/client.ts';
import { useCorrectAnswer } from '../../../api/correction.ts';
import { AnswerHeader } from '../../answering/kit/AnswerHeader.tsx';
import { correctionRow, storedDate, type AnswerAction } from '../../answering/lib/answerState.ts';
import { AnswerColumn } from '../../answering/kit/AnswerColumn.tsx';
import { CitizenStepCard } from '../../answering/kit/CitizenStepCard.tsx';
import { EmailCopyDialog } from '../../answering/kit/EmailCopyDialog.tsx';
import { MapCard } from '../../answering/kit/MapCard.tsx';
import { HeaderButton } from '../../answering/kit/HeaderButton.tsx';
import { NoChangesDialog } from '../../answering/kit/NoChangesDialog.tsx';
import { SaveBar } from '../../answering/kit/SaveBar.tsx';
import { SectionList } from '../../answering/kit/SectionList.tsx';
import { storedDraft, useAnswerDraft } from '../../answering/kit/useAnswerDraft.ts';
import { useProblemMarks } from '../../answering/kit/useAnswerProblems.ts';
import { useAnswerToasts } from '../../answering/kit/useAnswerToasts.ts';
import { useCitizenStep } from '../../answering/kit/useCitizenStep.ts';
import { useScrollToReason } from '../../answering/kit/useScrollToProblem.ts';
import { AnswerCodeChip } from './AnswerCodeChip.tsx';
import { CorrectionStateDialog, LeaveDialog } from './CorrectionDialogs.tsx';
import { choosesState, correctionLocks } from './locks.ts';
import { refusalText } from './refusal.ts';
import type { FormSettings } from './useFormSettings.ts';
import { useLeaveGuard } from '../../../components/useLeaveGuard.ts';
import { useOnline } from './useOnline.ts';

type Props = {
  answer: AnswerDetail;
  corrected: CorrectedAnswers;
  settings: FormSettings;
  /** /cis/editar: the inspection view, which returns to /cis/ver. */
  cis: boolean;
};

type Dialog = 'no-changes' | 'email' | { state: boolean } | null;
type Reason = ErrorKey | 'correction.correct.changed';

/**
 * The correction screen (spec part 3 §2, §4 "Staff correction", §5): the answer screen in
 * correction view. Every question can change except date and time fields outside repeatable
 * sections; the citizen can be changed in the optional first step; the place can be moved (no
 * address search, no asset). Saving records the differences as a supervisor edit.
 */
export function CorrectionForm({ answer, corrected, settings, cis }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useAnswerToasts();
  const { document } = answer;
  const { template } = document;
  const correct = useCorrectAnswer(answer.id);
  const online = useOnline();
  const viewPath = `${cis ? '/cis/ver' : '/ver'}/${answer.id}`;

  // Asset assignment is skipped in correction view (the stored asset stays): the draft has none.
  const draft = useAnswerDraft(template, () =>
    storedDraft({
      sections: corrected.sections,
      citizen: document.citizen,
      location: corrected.location,
      clientSubmissionId: crypto.randomUUID(),
    }),
  );
  const { state, dispatch: dispatchAnswer } = draft;
  // A copy added while correcting starts with today's date in its date questions.
  const dispatch: Dispatch<AnswerAction> = useCallback(
    (action) => {
      const section = action.type === 'addRow' ? template.sections[action.sectionIndex] : undefined;
      if (action.type === 'addRow' && section && !action.row)
        dispatchAnswer({ ...action, row: correctionRow(section, storedDate(new Date())) });
      else dispatchAnswer(action);
    },
    [template, dispatchAnswer],
  );

  const citizenStep = useCitizenStep(template, state.citizen);
  const [reason, setReason] = useState<Reason | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saved, setSaved] = useState(false);

  const changes = useMemo(
    () => correctionDiff(template, corrected, [], { sections: state.sections, location: state.location }),
    [template, corrected, state.sections, state.location],
  );
  const citizenChanged = (state.citizen?.id ?? null) !== (document.citizen?.id ?? null);
  const { blocker, release } = useLeaveGuard((changes !== null || citizenChanged) && !saved);

  const marks = useProblemMarks(template, state.sections, draft.setExpanded);
  const missingCitizen = citizenProblem(template, state);
  const busy = correct.isPending || saved;
  const reasonRef = useScrollToReason(reason);

  const save = (withEmail: boolean) => {
    if (!online || busy) return;
    if (missingCitizen) {
      toasts.warning(missingCitizen);
      return;
    }
    if (answerProblems(template, state.sections).length > 0) {
      marks.mark();
      return;
    }
    if (!changes) {
      setDialog('no-changes');
      return;
    }
    if (choosesState(template, document)) {
      setDialog({ state: withEmail });
      return;
    }
    void send(withEmail, null);
  };

  const finish = () => {
    toasts.success('correction.correct.saved');
    void navigate(viewPath, { replace: true });
  };

  const send = async (withEmail: boolean, stateId: number | null) => {
    setReason(null);
    try {
      await correct.mutateAsync({
        sections: state.sections,
        location: state.location,
        // Left out, the stored citizen stays (and is not looked up again).
        ...(citizenChanged ? { citizen: state.citizen } : {}),
        stateId,
        clientSubmissionId: state.clientSubmissionId,
      });
    } catch (error) {
      refused(error);
      return;
    }
    release();
    setSaved(true);
    if (withEmail) setDialog('email');
    else finish();
  };

  // What the server said instead of saving; everything typed stays on the screen.
  const refused = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : null;
    if (code === 'NO_CHANGES') return setDialog('no-changes');
    if (code === 'CITIZEN_REQUIRED') return toasts.warning(ANSWER_ERRORS.citizenRequired);
    if (code === 'ANSWER_INCOMPLETE') return marks.mark();
    toasts.error('correction.correct.saveFailed');
    setReason(refusalText(error, 'correction.correct.changed'));
  };

  const cancel = (
    <HeaderButton
      icon={<CloseOutlined />}
      label={t('correction.correct.cancel')}
      onClick={() => void navigate(viewPath)}
    />
  );

  const dialogs = (
    <>
      {dialog === 'no-changes' && (
        <NoChangesDialog
          id="no-changes"
          title={t('correction.noChanges.title')}
          body={t('correction.noChanges.body')}
          closeLabel={t('correction.noChanges.close')}
          onClose={() => setDialog(null)}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && document.state && (
        <CorrectionStateDialog
          state={document.state}
          onCancel={() => setDialog(null)}
          onConfirm={(stateId) => {
            setDialog(null);
            void send(dialog.state, stateId);
          }}
        />
      )}
      {dialog === 'email' && <EmailCopyDialog formId={answer.formId} answerId={answer.id} onDone={finish} />}
      {blocker.state === 'blocked' && (
        <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      )}
    </>
  );

  return (
    <AnswerColumn after={dialogs}>
      <AnswerHeader
        form={{ template, municipality: document.municipality }}
        steps={citizenStep.headerSteps(citizenStep.setStep, t('correction.correct.step'))}
        actions={
          <>
            <AnswerCodeChip code={answer.code} />
            {cancel}
          </>
        }
      />
      <Alert severity="info">{t('correction.correct.intro')}</Alert>
      {!online && (
        <Alert severity="warning" icon={<WifiOffOutlined />} role="status">
          {t('correction.correct.offline')}
        </Alert>
      )}

      {citizenStep.onCitizenStep ? (
        <CitizenStepCard
          formId={answer.formId}
          value={state.citizen}
          onChange={(citizen) => dispatch({ type: 'citizen', citizen })}
          required={citizenStep.required}
          disabled={busy}
          nextDisabled={Boolean(missingCitizen)}
          onNext={() => {
            citizenStep.setStep(1);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <>
          {template.options.geolocation && (
            <MapCard
              formId={answer.formId}
              centre={settings.centre}
              value={state.location}
              onChange={(location) => dispatch({ type: 'location', location })}
              asset={null}
              onAssetChange={() => undefined}
              skipAssetLookup
              addressSearch={false}
              disabled={busy}
            />
          )}

          <SectionList
            formId={answer.formId}
            {...draft.list}
            dispatch={dispatch}
            problemAt={marks.problemAt}
            // Videos are not part of a correction: they stay as they were.
            videoAllowed={false}
            disabled={busy}
            locks={correctionLocks}
          />

          <SaveBar
            reason={reason && t(reason)}
            reasonRef={reasonRef}
            onCloseReason={() => setReason(null)}
            reasonRow
            notice={missingCitizen && t(missingCitizen)}
            leading={<Box sx={{ mr: { sm: 'auto' }, display: 'flex' }}>{cancel}</Box>}
            buttonColor={settings.buttonColor}
            emailLabel={template.options.sendEmail ? t('correction.correct.saveWithEmail') : null}
            saveLabel={t(busy ? 'correction.correct.saving' : 'correction.correct.save')}
            pending={busy}
            disabled={busy || !online || Boolean(missingCitizen)}
            onSave={save}
          />
        </>
      )}
    </AnswerColumn>
  );
}
