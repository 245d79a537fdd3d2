import {
  ANSWER_ERRORS,
  type AnswerErrorKey,
  answerProblems,
  citizenProblem,
  correctionDiff,
  type AnswerDetail,
  type CorrectedAnswers,
} from '@cabildo/domain';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined';
import { Alert, Box, Button, Stack } from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { useCallback, useMemo, useReducer, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, type ErrorKey } from '../../../api/client.ts';
import { useCorrectAnswer } from '../../../api/correction.ts';
import { AnswerHeader } from '../../answering/kit/AnswerHeader.tsx';
import {
  correctionRow,
  reduceAnswer,
  storedDate,
  type AnswerAction,
  type AnswerDraft,
} from '../../answering/lib/answerState.ts';
import { CitizenStepCard } from '../../answering/kit/CitizenStepCard.tsx';
import { EmailCopyDialog } from '../../answering/kit/EmailCopyDialog.tsx';
import { MapCard } from '../../answering/kit/MapCard.tsx';
import { noProblems, problemLookup } from '../../answering/lib/problems.ts';
import { SaveBar } from '../../answering/kit/SaveBar.tsx';
import { allExpanded, SectionList, type ExpandedSections } from '../../answering/kit/SectionList.tsx';
import { useScrollToProblem, useScrollToReason } from '../../answering/kit/useScrollToProblem.ts';
import { AnswerCodeChip } from './AnswerCodeChip.tsx';
import { CorrectionStateDialog, LeaveDialog, NoChangesDialog } from './CorrectionDialogs.tsx';
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
  const { enqueueSnackbar } = useSnackbar();
  const { document } = answer;
  const { template } = document;
  const correct = useCorrectAnswer(answer.id);
  const online = useOnline();
  const viewPath = `${cis ? '/cis/ver' : '/ver'}/${answer.id}`;

  const [state, dispatchAnswer] = useReducer(
    (current: AnswerDraft, action: AnswerAction) => reduceAnswer(template, current, action),
    null,
    (): AnswerDraft => ({
      sections: corrected.sections,
      citizen: document.citizen,
      location: corrected.location,
      // Asset assignment is skipped in correction view; the stored asset stays.
      asset: null,
      signatures: [],
      observations: '',
      clientSubmissionId: crypto.randomUUID(),
    }),
  );
  // A copy added while correcting starts with today's date in its date questions.
  const dispatch: Dispatch<AnswerAction> = useCallback(
    (action) => {
      const section = action.type === 'addRow' ? template.sections[action.sectionIndex] : undefined;
      if (action.type === 'addRow' && section && !action.row)
        dispatchAnswer({ ...action, row: correctionRow(section, storedDate(new Date())) });
      else dispatchAnswer(action);
    },
    [template],
  );

  const hasCitizenStep = template.options.citizen || template.options.recipient;
  const citizenRequired = template.options.citizen && template.options.citizenRequired;
  const [step, setStep] = useState(hasCitizenStep && !state.citizen ? 0 : 1);
  const [expanded, setExpanded] = useState<ExpandedSections>(() => allExpanded(template));
  const [showErrors, setShowErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [reason, setReason] = useState<Reason | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saved, setSaved] = useState(false);

  const changes = useMemo(
    () => correctionDiff(template, corrected, [], { sections: state.sections, location: state.location }),
    [template, corrected, state.sections, state.location],
  );
  const citizenChanged = (state.citizen?.id ?? null) !== (document.citizen?.id ?? null);
  const { blocker, release } = useLeaveGuard((changes !== null || citizenChanged) && !saved);

  const problemAt = useMemo(
    () => (showErrors ? problemLookup(answerProblems(template, state.sections)) : noProblems),
    [showErrors, template, state.sections],
  );
  const missingCitizen = citizenProblem(template, state);
  const busy = correct.isPending || saved;

  useScrollToProblem(attempt);
  const reasonRef = useScrollToReason(reason);

  const warn = (key: AnswerErrorKey) =>
    enqueueSnackbar(t(key), { variant: 'warning', autoHideDuration: TOAST_MS.warning });

  const showProblems = () => {
    const found = answerProblems(template, state.sections);
    setShowErrors(true);
    setExpanded((current) => ({ ...current, ...Object.fromEntries(found.map((p) => [p.sectionId, true])) }));
    setAttempt((n) => n + 1);
    warn(ANSWER_ERRORS.missingRequired);
  };

  const save = (withEmail: boolean) => {
    if (!online || busy) return;
    if (missingCitizen) {
      warn(missingCitizen);
      return;
    }
    if (answerProblems(template, state.sections).length > 0) {
      showProblems();
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
    enqueueSnackbar(t('correction.correct.saved'), {
      variant: 'success',
      autoHideDuration: TOAST_MS.standard,
    });
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
    if (code === 'CITIZEN_REQUIRED') return warn(ANSWER_ERRORS.citizenRequired);
    if (code === 'ANSWER_INCOMPLETE') return showProblems();
    enqueueSnackbar(t('correction.correct.saveFailed'), {
      variant: 'error',
      autoHideDuration: TOAST_MS.error,
    });
    setReason(refusalText(error, 'correction.correct.changed'));
  };

  const cancel = (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<CloseOutlined />}
      onClick={() => void navigate(viewPath)}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {t('correction.correct.cancel')}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', pb: 6 }}>
      <Stack spacing={2.5}>
        <AnswerHeader
          form={{ template, municipality: document.municipality }}
          steps={
            hasCitizenStep
              ? {
                  active: step,
                  onStep: setStep,
                  citizenDone: Boolean(state.citizen),
                  answerLabel: t('correction.correct.step'),
                }
              : null
          }
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

        {step === 0 && hasCitizenStep ? (
          <CitizenStepCard
            formId={answer.formId}
            value={state.citizen}
            onChange={(citizen) => dispatch({ type: 'citizen', citizen })}
            required={citizenRequired}
            disabled={busy}
            nextDisabled={Boolean(missingCitizen)}
            onNext={() => {
              setStep(1);
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
              template={template}
              sections={state.sections}
              expanded={expanded}
              setExpanded={setExpanded}
              dispatch={dispatch}
              problemAt={problemAt}
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
      </Stack>

      {dialog === 'no-changes' && <NoChangesDialog onClose={() => setDialog(null)} />}
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
    </Box>
  );
}
