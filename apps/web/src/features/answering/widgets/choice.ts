import type { Question, QuestionAnswer } from '@cabildo/domain';

export type ChoiceProps = {
  question: Question;
  answer: QuestionAnswer;
  onChange: (update: (answer: QuestionAnswer) => QuestionAnswer) => void;
  labelId: string;
  describedBy?: string;
  error: boolean;
  disabled?: boolean;
};

export const optionsOf = (question: Question) => [...question.options].sort((a, b) => a.order - b.order);
