import { type CitizenData, type OpeningMode, type PaymentView } from '@cabildo/domain';
import { Alert, Button, CircularProgress, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { cancelPayOrder, createPayOrder, fetchPayOrder, usePaymentView } from '../../api/payments.ts';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { DetailsStep } from './wizard/DetailsStep.tsx';
import { ReviewStep } from './wizard/ReviewStep.tsx';
import { SectionStep } from './wizard/SectionStep.tsx';
import { ValidatedOrder } from './wizard/ValidatedOrder.tsx';
import { WizardFrame } from './wizard/WizardFrame.tsx';
import {
  blankDetails,
  orderFailureKey,
  orderRequest,
  stepErrors,
  WIZARD_STEPS,
  type DetailErrors,
  type DetailField,
  type DraftPayment,
  type PayDetails,
  type WizardStep,
} from './wizard.ts';

await loadCatalogueParts('payments');

export type PaymentWizardProps = {
  formId: string;
  mode: OpeningMode;
  /** The validated order (kept with the draft) and what was typed in the wizard. */
  payment: DraftPayment | null;
  details: PayDetails | null;
  citizen: CitizenData | null;
  onPayment: (payment: DraftPayment | null) => void;
  onDetails: (details: PayDetails) => void;
  /** The answer screen's required-field check (it marks what is missing); true when it passes. */
  checkAnswers: () => boolean;
  /** Signatures with an image: an edited order asks to load them again (spec part 2 §4). */
  hasSignatures: boolean;
  onSignaturesCleared: () => void;
  /** Saves the answer with its order; the saved page then offers the payment. */
  onSave: () => void;
  saving: boolean;
  disabled: boolean;
  /** Why the last save was refused, with its place to scroll to. */
  reason: ReactNode;
};

/**
 * The payment blocks of the answer screen (spec part 2 §2 "Payment wizard", §4 "Payment"): after
 * the required-field check, three steps — order, user data, account summary — with Back and Next
 * and an n/total counter; then validate (the order is 'Pendiente de validar', its tickets held and
 * the answers locked), ready to pay (the answer saved with its order), pay (on the saved page).
 * Editing the order cancels it (tickets back) and starts again.
 */
export function PaymentWizard(props: PaymentWizardProps) {
  const { t } = useTranslation();
  const view = usePaymentView(props.formId, props.mode);
  if (view.isPending)
    return (
      <WizardFrame>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('payments.wizard.loading')}</Typography>
        </Stack>
      </WizardFrame>
    );
  if (view.isError)
    return (
      <WizardFrame>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void view.refetch()}>
              {t('payments.wizard.retry')}
            </Button>
          }
        >
          {t('payments.wizard.loadError')}
        </Alert>
      </WizardFrame>
    );
  return <Wizard {...props} view={view.data} refetchView={() => void view.refetch()} />;
}

type Stage = 'intro' | WizardStep;

function Wizard({
  formId,
  mode,
  view,
  refetchView,
  payment,
  details: kept,
  citizen,
  onPayment,
  onDetails,
  checkAnswers,
  hasSignatures,
  onSignaturesCleared,
  onSave,
  saving,
  disabled,
  reason,
}: PaymentWizardProps & { view: PaymentView; refetchView: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const details = kept ?? blankDetails(citizen);
  const [stage, setStage] = useState<Stage>(kept ? 0 : 'intro');
  const [errors, setErrors] = useState<DetailErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'validating' | 'editing' | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  // An order kept with the draft may have expired (30 minutes unsaved) or been cancelled meanwhile;
  // one validated on this page needs no check.
  const checked = useRef(payment === null);
  useEffect(() => {
    if (!payment || checked.current) return;
    checked.current = true;
    fetchPayOrder(payment.order.id, payment.token).then(
      (order) => {
        if (order.status === 'pending_validation' && order.answerId === null) return;
        onPayment(null);
        setStage(2);
        setFailure('payments.wizard.expired');
        refetchView();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          onPayment(null);
          setStage(2);
          setFailure('payments.wizard.expired');
        }
      },
    );
  }, [payment, onPayment, refetchView]);

  const set = <K extends DetailField>(field: K, value: PayDetails[K]) => {
    onDetails({ ...details, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const go = (next: Stage) => {
    setStage(next);
    setErrors({});
    heading.current?.focus();
  };

  const start = () => {
    if (!checkAnswers()) return;
    if (!kept) onDetails(details);
    go(0);
  };
  const next = (step: WizardStep) => {
    const found = stepErrors(step, details, view);
    setErrors(found);
    if (Object.keys(found).length === 0) go((step + 1) as WizardStep);
  };

  const validate = async () => {
    if (!checkAnswers()) return;
    const found = stepErrors(2, details, view);
    if (Object.keys(found).length > 0) {
      go(found.sectionName || found.quantity ? 0 : 1);
      setErrors(found);
      return;
    }
    setBusy('validating');
    setFailure(null);
    try {
      const created = await createPayOrder(formId, mode, orderRequest(details));
      onPayment({ order: created.order, token: created.token });
    } catch (error) {
      setFailure(orderFailureKey(error instanceof ApiError ? error.code : null));
      refetchView();
    } finally {
      setBusy(null);
    }
  };

  const edit = async () => {
    if (!payment) return;
    setBusy('editing');
    try {
      await cancelPayOrder(payment.order.id, payment.token);
    } catch (error) {
      // Already cancelled (it expired) or gone: nothing is held any more; anything else stops here.
      const gone =
        error instanceof ApiError && (error.code === 'PAY_ORDER_NOT_PENDING' || error.status === 404);
      if (!gone) {
        setBusy(null);
        enqueueSnackbar(t('payments.wizard.editFailed'), { variant: 'error' });
        return;
      }
    }
    setBusy(null);
    onPayment(null);
    setFailure(null);
    refetchView();
    if (hasSignatures) {
      onSignaturesCleared();
      enqueueSnackbar(t('payments.wizard.reloadSignatures'), {
        variant: 'warning',
        autoHideDuration: TOAST_MS.warning,
      });
    }
    go(0);
  };

  const message = (field: DetailField) => {
    const key = errors[field];
    return key ? t(key as 'payments.wizard.chooseSection') : undefined;
  };
  const section = view.sections.find((candidate) => candidate.name === details.sectionName) ?? null;
  const currency = view.currency.code || 'EUR';
  const failureAlert = failure && (
    <Alert severity={failure === 'payments.wizard.expired' ? 'warning' : 'error'} sx={{ mb: 2 }}>
      {t(failure as 'payments.wizard.orderFailed')}
    </Alert>
  );

  if (payment)
    return (
      <WizardFrame view={view}>
        <ValidatedOrder
          order={payment.order}
          reason={reason}
          busy={disabled || saving || busy !== null}
          editing={busy === 'editing'}
          saving={saving}
          onEdit={() => void edit()}
          onSave={onSave}
        />
      </WizardFrame>
    );

  if (stage === 'intro')
    return (
      <WizardFrame view={view}>
        {failureAlert}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('payments.wizard.intro')}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" size="large" onClick={start} disabled={disabled}>
            {t('payments.wizard.start')}
          </Button>
        </Stack>
      </WizardFrame>
    );

  const step = stage;
  const total = WIZARD_STEPS.length;
  return (
    <WizardFrame view={view}>
      <Stepper
        activeStep={step}
        alternativeLabel
        sx={{ mb: 2, '& .MuiStepLabel-label': { fontSize: '0.8rem' } }}
      >
        {WIZARD_STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`payments.wizard.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 2, outline: 'none' }}
      >
        {t(`payments.wizard.steps.${WIZARD_STEPS[step]}`)}
      </Typography>
      {failureAlert}

      {step === 0 && (
        <SectionStep
          view={view}
          details={details}
          section={section}
          currency={currency}
          message={message}
          disabled={disabled}
          onSection={(sectionName, quantity) => {
            onDetails({ ...details, sectionName, quantity });
            setErrors({});
          }}
          onQuantity={(quantity) => set('quantity', quantity)}
        />
      )}

      {step === 1 && <DetailsStep details={details} message={message} disabled={disabled} set={set} />}

      {step === 2 && section && <ReviewStep section={section} details={details} currency={currency} />}

      <Stack direction="row" spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
        <Button
          onClick={() => go(step === 0 ? 'intro' : ((step - 1) as WizardStep))}
          disabled={busy !== null}
        >
          {t('payments.wizard.back')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, textAlign: 'center' }}>
          {t('payments.wizard.counter', { step: step + 1, total })}
        </Typography>
        {step < 2 ? (
          <Button variant="contained" onClick={() => next(step)} disabled={disabled}>
            {t('payments.wizard.next')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void validate()}
            disabled={disabled || busy !== null}
            startIcon={
              busy === 'validating' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {busy === 'validating' ? t('payments.wizard.validating') : t('payments.wizard.validate')}
          </Button>
        )}
      </Stack>
    </WizardFrame>
  );
}
