import type { AnswerErrorKey, AnswerProblem } from '@cabildo/domain';

/** Finds the problem of one place of the answer (a question, or a section's conditions when questionId is null). */
export type ProblemLookup = (at: {
  sectionId: string;
  rowIndex: number;
  conditionOrder: number | null;
  questionId: string | null;
}) => AnswerErrorKey | null;

const keyOf = (at: Parameters<ProblemLookup>[0]) =>
  `${at.sectionId}|${at.rowIndex}|${at.conditionOrder ?? '-'}|${at.questionId ?? '-'}`;

export function problemLookup(problems: AnswerProblem[]): ProblemLookup {
  const byPlace = new Map<string, AnswerErrorKey>();
  for (const problem of problems)
    if (!byPlace.has(keyOf(problem))) byPlace.set(keyOf(problem), problem.message);
  return (at) => byPlace.get(keyOf(at)) ?? null;
}

export const noProblems: ProblemLookup = () => null;
