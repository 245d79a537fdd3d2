import { ANSWER_ERRORS, answerProblems, type AnsweredSection, type FormTemplate } from '@cabildo/domain';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { noProblems, problemLookup } from '../lib/problems.ts';
import type { ExpandedSections } from './SectionList.tsx';
import { useAnswerToasts } from './useAnswerToasts.ts';
import { useScrollToProblem } from './useScrollToProblem.ts';

/** The unanswered required questions of the answer, by place, when `shown`; none otherwise. */
export function useAnswerProblems(template: FormTemplate, sections: AnsweredSection[], shown = true) {
  const problems = useMemo(
    () => (shown ? answerProblems(template, sections) : []),
    [shown, template, sections],
  );
  const problemAt = useMemo(() => (shown ? problemLookup(problems) : noProblems), [shown, problems]);
  return { problems, problemAt };
}

/**
 * The problems of a screen that marks them only after a failed save (answering, correction): from
 * then on the fields show them, and each failed attempt brings the first one into view.
 */
export function useProblemMarks(
  template: FormTemplate,
  sections: AnsweredSection[],
  setExpanded: Dispatch<SetStateAction<ExpandedSections>>,
  /** Marked from the start (a refusal left by an earlier visit). */
  markedAtStart = false,
) {
  const toasts = useAnswerToasts();
  const [shown, setShown] = useState(markedAtStart);
  const [attempt, setAttempt] = useState(markedAtStart ? 1 : 0);
  const { problems, problemAt } = useAnswerProblems(template, sections, shown);
  useScrollToProblem(attempt);

  /** Marks the problems the server found and points at the first. */
  const point = () => {
    setShown(true);
    setAttempt((n) => n + 1);
  };
  /** Marks what is missing, opens its sections, points at the first and says so. */
  const mark = () => {
    const found = answerProblems(template, sections);
    setExpanded((current) => ({ ...current, ...Object.fromEntries(found.map((p) => [p.sectionId, true])) }));
    point();
    toasts.warning(ANSWER_ERRORS.missingRequired);
  };
  return { shown, problems, problemAt, mark, point, clear: () => setShown(false) };
}
