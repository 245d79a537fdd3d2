import { lowStock, type CitizenData, type OpeningMode, type PaymentView } from '@cabildo/domain';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { cancelPayOrder, createPayOrder, fetchPayOrder, usePaymentView } from '../../api/payments.ts';
import { TOAST_MS, useSnackbar } from '../../components/notifications.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { loadCatalogueParts } from '../../i18n/index.ts';
import { Facts } from './Facts.tsx';
import { PayStatusChip } from './PayStatusChip.tsx';
import {
  blankDetails,
  money,
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

function WizardFrame({ view, children }: { view?: PaymentView; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-wizard-title"
      data-testid="payment-wizard"
      sx={{ borderRadius: 3.5, p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <ConfirmationNumberOutlined color="primary" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="payment-wizard-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {view?.name || t('payments.wizard.title')}
          </Typography>
          {view && (view.dateText || view.address) && (
            <Typography variant="body2" color="text.secondary">
              {[view.dateText, view.address].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
      </Stack>
      {children}
    </Paper>
  );
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

  if (payment) {
    const { order } = payment;
    return (
      <WizardFrame view={view}>
        <Stack spacing={2}>
          <Alert severity="success" icon={<LockOutlined />}>
            <Typography sx={{ fontWeight: 700 }}>{t('payments.wizard.validated')}</Typography>
            {t('payments.wizard.locked')}
          </Alert>
          <Facts
            rows={[
              [t('payments.wizard.orderNumber'), <strong key="n">{order.orderNumber}</strong>],
              [t('payments.wizard.statusLabel'), <PayStatusChip key="s" status={order.status} />],
              [t('payments.wizard.section'), order.sectionName],
              [t('payments.wizard.quantity'), String(order.quantity)],
              [
                t('payments.wizard.total'),
                <strong key="t">{money(order.amountCents, order.currency)}</strong>,
              ],
              [t('payments.wizard.fullName'), order.fullName],
            ]}
          />
          {reason}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Button
              variant="outlined"
              onClick={() => void edit()}
              disabled={disabled || saving || busy !== null}
            >
              {busy === 'editing' ? t('payments.wizard.editing') : t('payments.wizard.edit')}
            </Button>
            <Button
              variant="contained"
              size="large"
              onClick={onSave}
              disabled={disabled || saving || busy !== null}
              startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {saving ? t('payments.wizard.saving') : t('payments.wizard.toPay')}
            </Button>
          </Stack>
        </Stack>
      </WizardFrame>
    );
  }

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
        <Stack spacing={2.5}>
          <FormControl error={Boolean(errors.sectionName)} disabled={disabled}>
            <FormLabel id="payment-section-label">{t('payments.wizard.section')}</FormLabel>
            <RadioGroup
              aria-labelledby="payment-section-label"
              value={details.sectionName}
              onChange={(event) => {
                const name = event.target.value;
                const chosen = view.sections.find((candidate) => candidate.name === name);
                const quantity = chosen?.quantityOptions.includes(details.quantity)
                  ? details.quantity
                  : (chosen?.quantityOptions[0] ?? 0);
                onDetails({ ...details, sectionName: name, quantity });
                setErrors({});
              }}
            >
              {view.sections.map((candidate) => {
                const soldOut = candidate.quantityOptions.length === 0;
                return (
                  <Box key={candidate.name}>
                    <FormControlLabel
                      value={candidate.name}
                      disabled={soldOut}
                      control={<Radio />}
                      label={
                        soldOut
                          ? t('payments.wizard.soldOut', { name: candidate.name })
                          : t('payments.wizard.sectionPrice', {
                              name: candidate.name,
                              price: money(candidate.priceCents, currency),
                            })
                      }
                    />
                    {lowStock(candidate.stockLeft) && (
                      <Typography
                        variant="body2"
                        color="warning.dark"
                        sx={{ ml: 4, mt: -0.5, fontWeight: 600 }}
                      >
                        {t('payments.wizard.lowStock', { count: candidate.stockLeft })}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </RadioGroup>
            {errors.sectionName && <FormHelperText>{message('sectionName')}</FormHelperText>}
          </FormControl>
          <TextField
            select
            label={t('payments.wizard.quantity')}
            value={details.quantity || ''}
            onChange={(event) => set('quantity', Number(event.target.value))}
            disabled={disabled || !section}
            error={Boolean(errors.quantity)}
            helperText={message('quantity')}
            slotProps={{ select: { native: true } }}
            sx={{ maxWidth: { sm: 240 } }}
          >
            <option value="" disabled />
            {(section?.quantityOptions ?? []).map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </TextField>
          {section && details.quantity > 0 && (
            <Typography>
              {t('payments.wizard.total')}:{' '}
              <strong>{money(section.priceCents * details.quantity, currency)}</strong>
            </Typography>
          )}
        </Stack>
      )}

      {step === 1 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <TextInput
            label={t('payments.wizard.fullName')}
            value={details.fullName}
            onChange={(event) => set('fullName', event.target.value)}
            error={Boolean(errors.fullName)}
            helperText={message('fullName')}
            autoComplete="name"
            inputProps={{ maxLength: 200 }}
            disabled={disabled}
            fullWidth
          />
          <TextInput
            label={t('payments.wizard.idNumber')}
            value={details.idNumber}
            onChange={(event) => set('idNumber', event.target.value)}
            error={Boolean(errors.idNumber)}
            helperText={message('idNumber')}
            inputProps={{ maxLength: 12 }}
            disabled={disabled}
            fullWidth
          />
          <TextInput
            label={t('payments.wizard.email')}
            type="email"
            value={details.email}
            onChange={(event) => set('email', event.target.value)}
            error={Boolean(errors.email)}
            helperText={message('email')}
            autoComplete="email"
            inputProps={{ maxLength: 254 }}
            disabled={disabled}
            fullWidth
          />
          <TextInput
            label={t('payments.wizard.phone')}
            type="tel"
            value={details.phone}
            onChange={(event) => set('phone', event.target.value)}
            error={Boolean(errors.phone)}
            helperText={message('phone')}
            autoComplete="tel"
            inputProps={{ maxLength: 30 }}
            disabled={disabled}
            fullWidth
          />
        </Box>
      )}

      {step === 2 && section && (
        <Facts
          rows={[
            [t('payments.wizard.section'), section.name],
            [t('payments.wizard.quantity'), String(details.quantity)],
            [t('payments.wizard.unitPrice'), money(section.priceCents, currency)],
            [
              t('payments.wizard.total'),
              <strong key="t">{money(section.priceCents * details.quantity, currency)}</strong>,
            ],
            [t('payments.wizard.fullName'), details.fullName],
            [t('payments.wizard.idNumber'), details.idNumber],
            [t('payments.wizard.email'), details.email],
            [t('payments.wizard.phone'), details.phone],
          ]}
        />
      )}

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
