import type { AnswerDraft } from '../lib/answerState.ts';
import type { FormTemplate } from '@cabildo/domain';
import { useState } from 'react';

/**
 * The optional first step of the answer (answering, correction): choosing the citizen or the
 * recipient. It opens first while no citizen is chosen.
 */
export function useCitizenStep(template: FormTemplate, citizen: AnswerDraft['citizen']) {
  const hasCitizenStep = template.options.citizen || template.options.recipient;
  const [step, setStep] = useState(hasCitizenStep && !citizen ? 0 : 1);
  return {
    hasCitizenStep,
    required: template.options.citizen && template.options.citizenRequired,
    /** The citizen step is on the screen. */
    onCitizenStep: step === 0 && hasCitizenStep,
    setStep,
    /** The header's stepper, none without the step. */
    headerSteps: (onStep: (step: number) => void, answerLabel?: string) =>
      hasCitizenStep ? { active: step, onStep, citizenDone: Boolean(citizen), answerLabel } : null,
  };
}
