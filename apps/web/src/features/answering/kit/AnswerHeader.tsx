import type { FormTemplate } from '@cabildo/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import { Box, Button, Paper, Stack, Step, StepButton, Stepper } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormHeaderImage, FormHeading } from './FormHeading.tsx';

type Props = {
  form: { template: FormTemplate; municipality: { name: string } };
  /** The stepper when the form has the citizen step; null without it. */
  steps: {
    active: number;
    onStep: (step: number) => void;
    citizenDone: boolean;
    /** The second step's label ('Correct form' in correction view); 'Answer form' by default. */
    answerLabel?: string;
  } | null;
  hasObservations?: boolean;
  /** The observations button; none without it (correction view). */
  onObservations?: () => void;
  /** Buttons shown where the observations button is (correction view: cancel correction). */
  actions?: ReactNode;
};

/** Header image, title, description, the observations button and the stepper of the answer screen. */
export function AnswerHeader({ form, steps, hasObservations = false, onObservations, actions }: Props) {
  const { t } = useTranslation();

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3.5, overflow: 'hidden' }}>
      <FormHeaderImage template={form.template} />
      <Box sx={{ px: { xs: 2.5, sm: 4 }, pt: { xs: 2.5, sm: 3.5 }, pb: steps ? 1 : { xs: 2.5, sm: 3.5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <FormHeading template={form.template} municipality={form.municipality.name} />
          {(onObservations || actions) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
              {onObservations && (
                <Button
                  variant="outlined"
                  startIcon={<NotesOutlined />}
                  endIcon={hasObservations ? <CheckCircleOutlined color="success" /> : undefined}
                  onClick={onObservations}
                  aria-label={t(
                    hasObservations
                      ? 'answering.observations.buttonWithText'
                      : 'answering.observations.button',
                  )}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  {t('answering.observations.button')}
                </Button>
              )}
              {actions}
            </Stack>
          )}
        </Stack>
      </Box>
      {steps && (
        <Box sx={{ px: { xs: 1, sm: 3 }, py: 2, borderTop: 1, borderColor: 'divider', mt: 2 }}>
          <Stepper nonLinear activeStep={steps.active} aria-label={t('answering.steps.label')}>
            <Step completed={steps.citizenDone && steps.active !== 0}>
              <StepButton onClick={() => steps.onStep(0)}>{t('answering.steps.citizen')}</StepButton>
            </Step>
            <Step>
              <StepButton onClick={() => steps.onStep(1)}>
                {steps.answerLabel ?? t('answering.steps.answer')}
              </StepButton>
            </Step>
          </Stepper>
        </Box>
      )}
    </Paper>
  );
}
