import {
  ANSWER_ERRORS,
  answerProblems,
  citizenProblem,
  DEFAULT_LANGUAGE,
  isLanguage,
  paymentRequired,
  signatureProblems,
  type AnsweringForm,
  type CitizenData,
  type OpeningMode,
} from '@cabildo/domain';
import { Alert, Box, Stack } from '@mui/material';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAlreadyAnswered } from '../../../api/answering.ts';
import { ApiError, type ErrorKey } from '../../../api/client.ts';
import { loadAnswerDialogs, loadUploadFailedDialog } from '../lib/dialogs.ts';
import { focusPageHeading } from '../../../components/focus.ts';
import { preloadWhenIdle } from '../../../components/preloadWhenIdle.ts';
import { AnswerHeader } from '../kit/AnswerHeader.tsx';
import { AnswerLoading } from './AnswerLoading.tsx';
import { blankState, reduceAnswer, toSubmission, type AnswerDraft } from '../lib/answerState.ts';
import { AlreadyAnsweredScreen, LimitReachedScreen } from './AnswerStatusScreens.tsx';
import { forgetAnswer, saveDraft, type DraftKey } from '../lib/draftStore.ts';
import { MapCard } from '../kit/MapCard.tsx';
import { noProblems, problemLookup } from '../lib/problems.ts';
import { refusalView, type RefusalView } from '../lib/refusals.ts';
import { SaveBar } from '../kit/SaveBar.tsx';
import { allExpanded, SectionList, type ExpandedSections } from '../kit/SectionList.tsx';
import { useOutbox } from '../hooks/useOutbox.ts';
import { PhotoMaxSideContext } from '../uploads/scalePhoto.ts';
import { useSaveDone } from '../hooks/useSaveDone.tsx';
import { AnswerFormDialogs, type AnswerFormDialog } from './AnswerFormDialogs.tsx';
import { RestoredDraftAlert } from './RestoredDraftAlert.tsx';
import { useDraftWriter } from '../hooks/useDraftWriter.ts';
import { useScrollToProblem, useScrollToReason } from '../kit/useScrollToProblem.ts';
import type { DraftPayment } from '../../payments/types.ts';

// The citizen search (and its create-a-person forms) loads only for forms that ask for a citizen,
// the signature pads only for forms with signatures.
const SignaturesCard = lazy(() =>
  import('../kit/SignaturesCard.tsx').then((m) => ({ default: m.SignaturesCard })),
);
const CitizenStepCard = lazy(() =>
  import('../kit/CitizenStepCard.tsx').then((m) => ({ default: m.CitizenStepCard })),
);
// The payment wizard (and its texts) only for public and citizen-portal answers to a form with a payment.
const PaymentWizard = lazy(() =>
  import('../../payments/PaymentWizard.tsx').then((m) => ({ default: m.PaymentWizard })),
);

type Props = {
  form: AnsweringForm;
  mode: OpeningMode;
  draftKey: DraftKey;
  initial: AnswerDraft;
  restored: boolean;
  /** Why a save left queued by an earlier visit was not saved when it was sent again on load. */
  refusal: unknown;
  /** Staff signed in outside public mode may save with an e-mail copy (and the server says so). */
  signedIn: boolean;
};

type Screen = RefusalView['screen'];

/** The answer screen once the form is open: citizen step, questions, signatures, save. */
export function AnswerForm({ form, mode, draftKey, initial, restored, refusal, signedIn }: Props) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { template } = form;
  const [state, dispatch] = useReducer(
    (current: AnswerDraft, action: Parameters<typeof reduceAnswer>[2]) =>
      reduceAnswer(template, current, action),
    initial,
  );
  const [firstRefusal] = useState(() => (refusal ? refusalView(refusal) : null));
  const hasCitizenStep = template.options.citizen || template.options.recipient;
  const citizenRequired = template.options.citizen && template.options.citizenRequired;
  const [step, setStep] = useState(hasCitizenStep && !state.citizen ? 0 : 1);
  const [screen, setScreen] = useState<Screen>(firstRefusal?.screen ?? 'form');
  const [showErrors, setShowErrors] = useState(Boolean(firstRefusal?.warning));
  const [reason, setReason] = useState<ErrorKey | null>(firstRefusal?.reason ?? null);
  const [attempt, setAttempt] = useState(firstRefusal?.warning ? 1 : 0);
  const [expanded, setExpanded] = useState<ExpandedSections>(() => allExpanded(template));
  const [dialog, setDialog] = useState<AnswerFormDialog>(null);
  const [showRestored, setShowRestored] = useState(restored);
  const [checkingCitizen, setCheckingCitizen] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const after = useSaveDone(form.id, mode);
  useEffect(() => preloadWhenIdle(loadAnswerDialogs, loadUploadFailedDialog), []);

  // A warning is a toast next to the marked fields; any other reason stays in view by the save buttons.
  const notify = useCallback(
    (view: RefusalView) => {
      if (view.warning)
        enqueueSnackbar(t(view.warning), { variant: 'warning', autoHideDuration: TOAST_MS.warning });
    },
    [enqueueSnackbar, t],
  );
  useEffect(() => {
    if (firstRefusal) notify(firstRefusal);
  }, [firstRefusal, notify]);
  const reasonRef = useScrollToReason(reason);

  // From the press of save until the server refuses it; once saved, nothing is written again.
  const saving = useRef(false);
  const outbox = useOutbox(form.id, mode, draftKey, null, {
    onSaved: after.done,
    onRefused: (error) => {
      saving.current = false;
      // The order expired or was cancelled meanwhile: the wizard validates a new one.
      if (error instanceof ApiError && ['PAY_ORDER_NOT_PENDING', 'PAY_ORDER_NOT_FOUND'].includes(error.code))
        dispatch({ type: 'payment', payment: null });
      const view = refusalView(error);
      setScreen(view.screen);
      if (view.warning) {
        setShowErrors(true);
        // The fields the server found incomplete are pointed at, and the first one focused.
        setAttempt((n) => n + 1);
      }
      setReason(view.reason);
      notify(view);
    },
  });

  const draft = useDraftWriter(draftKey, state, saving);

  const problems = useMemo(
    () => (showErrors ? answerProblems(template, state.sections) : []),
    [showErrors, template, state.sections],
  );
  const problemAt = useMemo(
    () => (showErrors ? problemLookup(problems) : noProblems),
    [showErrors, problems],
  );
  const signatureIssues = showErrors ? signatureProblems(state.signatures) : [];
  const missingCitizen = citizenProblem(template, state);

  useScrollToProblem(attempt);

  const busy = outbox.status !== 'idle';
  const paying = paymentRequired(form.template, mode);
  // A validated order locks the answers until it is edited (spec part 2 §4).
  const locked = paying && Boolean(state.payment);

  /** The required-field check (spec part 2 §4, §5): marks what is missing; true when nothing is. */
  const checkAnswers = (): boolean => {
    if (missingCitizen) {
      enqueueSnackbar(t(missingCitizen), { variant: 'warning', autoHideDuration: TOAST_MS.warning });
      return false;
    }
    const found = answerProblems(template, state.sections);
    if (found.length > 0 || signatureProblems(state.signatures).length > 0) {
      setShowErrors(true);
      setExpanded((current) => ({
        ...current,
        ...Object.fromEntries(found.map((p) => [p.sectionId, true])),
      }));
      setAttempt((n) => n + 1);
      enqueueSnackbar(t(ANSWER_ERRORS.missingRequired), {
        variant: 'warning',
        autoHideDuration: TOAST_MS.warning,
      });
      return false;
    }
    return true;
  };

  const save = (withEmail: boolean) => {
    if (!checkAnswers()) return;
    if (template.options.incidentsByState && template.states.available.length > 0) {
      setDialog({ state: withEmail });
      return;
    }
    void send(withEmail, null);
  };

  const send = async (withEmail: boolean, stateId: number | null) => {
    setReason(null);
    // The draft as saved: what the form shows again if the server refuses it, even after a reload.
    saving.current = true;
    draft.drop();
    await saveDraft(draftKey, state);
    await outbox.send({
      submission: toSubmission(state, language, stateId),
      withEmail,
      publicForm: template.options.public,
      queuedAt: new Date().toISOString(),
    });
  };

  // Single-answer forms: the chosen citizen must not have answered already.
  const toAnswerStep = async () => {
    if (template.options.singleAnswer && state.citizen) {
      setCheckingCitizen(true);
      try {
        const check = await fetchAlreadyAnswered(form.id, state.citizen.id, mode);
        if (check.answered) {
          setScreen('already-answered');
          return;
        }
      } catch {
        // The save checks again; a failed check does not stop the person here.
      } finally {
        setCheckingCitizen(false);
      }
    }
    setStep(1);
    window.scrollTo({ top: 0 });
    // The citizen step (and the button pressed) goes: the focus starts the questions at the form's title.
    focusPageHeading();
  };

  const onPayment = useCallback((payment: DraftPayment | null) => dispatch({ type: 'payment', payment }), []);

  const discard = () => {
    const blank = blankState(template);
    // A validated order of the discarded answer gives its tickets back.
    const held = state.payment;
    if (held)
      void import('../../../api/payments.ts')
        .then((api) => api.cancelPayOrder(held.order.id, held.token))
        .catch(() => undefined);
    void forgetAnswer(draftKey);
    dispatch({ type: 'reset', state: blank });
    setShowErrors(false);
    setShowRestored(false);
    setDialog(null);
    if (hasCitizenStep) setStep(0);
  };

  if (screen === 'limit') return <LimitReachedScreen />;
  if (screen === 'already-answered')
    return (
      <AlreadyAnsweredScreen
        onChangeCitizen={
          hasCitizenStep
            ? () => {
                dispatch({ type: 'citizen', citizen: null });
                setScreen('form');
                setStep(0);
              }
            : undefined
        }
      />
    );

  return (
    <PhotoMaxSideContext.Provider value={form.photoMaxSide}>
      <Box sx={{ maxWidth: 960, mx: 'auto', pb: 6 }}>
        <Stack spacing={2.5}>
          <AnswerHeader
            form={form}
            steps={
              hasCitizenStep
                ? {
                    active: step,
                    onStep: (next) => (next === 1 ? void toAnswerStep() : setStep(0)),
                    citizenDone: Boolean(state.citizen),
                  }
                : null
            }
            hasObservations={state.observations.trim() !== ''}
            onObservations={() => setDialog('observations')}
          />
          {showRestored && (
            <RestoredDraftAlert
              onClose={() => setShowRestored(false)}
              onDiscard={() => setDialog('discard')}
            />
          )}

          {step === 0 && hasCitizenStep ? (
            <Suspense fallback={<AnswerLoading />}>
              <CitizenStepCard
                formId={form.id}
                value={state.citizen}
                onChange={(citizen) => dispatch({ type: 'citizen', citizen })}
                required={citizenRequired}
                disabled={busy}
                nextDisabled={Boolean(missingCitizen)}
                checking={checkingCitizen}
                onNext={() => void toAnswerStep()}
              />
            </Suspense>
          ) : (
            <>
              {template.options.geolocation && (
                <MapCard
                  formId={form.id}
                  centre={{ latitude: form.municipality.latitude, longitude: form.municipality.longitude }}
                  value={state.location}
                  onChange={(location) => dispatch({ type: 'location', location })}
                  asset={state.asset}
                  onAssetChange={(asset) => dispatch({ type: 'asset', asset })}
                  skipAssetLookup={form.municipality.skipAssetLookup}
                />
              )}

              <SectionList
                formId={form.id}
                template={template}
                sections={state.sections}
                expanded={expanded}
                setExpanded={setExpanded}
                dispatch={dispatch}
                problemAt={problemAt}
                videoAllowed={form.videoAllowed}
                disabled={busy || locked}
              />

              {template.signatures.length > 0 && (
                <Suspense fallback={null}>
                  <SignaturesCard
                    formId={form.id}
                    definitions={template.signatures}
                    values={state.signatures}
                    onChange={(signature) => dispatch({ type: 'signature', signature })}
                    issues={signatureIssues}
                    disabled={busy || locked}
                  />
                </Suspense>
              )}

              {paying && (
                <Suspense fallback={<AnswerLoading />}>
                  <PaymentWizard
                    formId={form.id}
                    mode={mode}
                    payment={state.payment ?? null}
                    details={state.payDetails ?? null}
                    // The portal's person (known to the portal's form) when the answer names no citizen.
                    citizen={state.citizen ?? (form as { citizen?: CitizenData }).citizen ?? null}
                    onPayment={onPayment}
                    onDetails={(details) => dispatch({ type: 'payDetails', details })}
                    checkAnswers={checkAnswers}
                    hasSignatures={state.signatures.some((signature) => signature.file !== null)}
                    onSignaturesCleared={() => dispatch({ type: 'clearSignatures' })}
                    onSave={() => save(false)}
                    saving={outbox.status === 'sending' || outbox.status === 'saved'}
                    disabled={busy}
                    reason={
                      reason && (
                        <Alert severity="error" ref={reasonRef} onClose={() => setReason(null)}>
                          {`${t(reason)} ${t('answering.saveFailed')}`}
                        </Alert>
                      )
                    }
                  />
                </Suspense>
              )}

              {/* On a phone a long form keeps its save buttons in reach: the bar sticks to the bottom. */}
              {!paying && (
                <Box
                  data-testid="answer-save-bar"
                  sx={{
                    position: { xs: 'sticky', sm: 'static' },
                    bottom: { xs: 8 },
                    zIndex: 5,
                    '& > .MuiPaper-root': { boxShadow: { xs: 6, sm: 0 } },
                  }}
                >
                  <SaveBar
                    reason={reason && `${t(reason)} ${t('answering.saveFailed')}`}
                    reasonRef={reasonRef}
                    onCloseReason={() => setReason(null)}
                    notice={missingCitizen && t(missingCitizen)}
                    buttonColor={form.municipality.buttonColor}
                    emailLabel={
                      form.canSendEmail && signedIn && mode !== 'public' ? t('answering.saveWithEmail') : null
                    }
                    saveLabel={t(busy ? 'answering.saving' : 'answering.save')}
                    pending={outbox.status === 'sending' || outbox.status === 'saved'}
                    disabled={busy || Boolean(missingCitizen)}
                    onSave={save}
                  />
                </Box>
              )}
            </>
          )}
        </Stack>

        <AnswerFormDialogs
          dialog={dialog}
          setDialog={setDialog}
          observations={state.observations}
          onObservations={(observations) => dispatch({ type: 'observations', observations })}
          onDiscard={discard}
          states={template.states}
          onState={(withEmail, stateId) => void send(withEmail, stateId)}
          outbox={outbox}
        />
        {after.emailDialog}
      </Box>
    </PhotoMaxSideContext.Provider>
  );
}
