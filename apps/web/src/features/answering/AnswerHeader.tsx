import type { FormTemplate } from '@cabildo/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import { Box, Button, Paper, Stack, Step, StepButton, Stepper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from './texts.ts';

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
  const { t, i18n } = useTranslation();
  const { template } = form;
  const title = localized(template.title, template.titleAlt, i18n.language);
  const description = localized(template.description, template.descriptionAlt, i18n.language);
  const headerImage = template.options.headerImage ? template.headerImageUrl : null;

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3.5, overflow: 'hidden' }}>
      {headerImage && (
        <Box
          component="img"
          src={headerImage}
          alt={t('answering.headerImage')}
          sx={{ display: 'block', width: '100%', aspectRatio: '1280 / 150', objectFit: 'cover' }}
        />
      )}
      <Box sx={{ px: { xs: 2.5, sm: 4 }, pt: { xs: 2.5, sm: 3.5 }, pb: steps ? 1 : { xs: 2.5, sm: 3.5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="overline"
              color="text.secondary"
              sx={{ letterSpacing: 1.2, lineHeight: 1.6 }}
            >
              {form.municipality.name}
            </Typography>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2rem' }, lineHeight: 1.2, mb: 1 }}
            >
              {title}
            </Typography>
            {description && (
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', maxWidth: '70ch' }}>
                {description}
              </Typography>
            )}
          </Box>
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
