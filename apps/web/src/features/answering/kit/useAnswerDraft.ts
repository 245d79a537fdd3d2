import type { FormTemplate } from '@cabildo/domain';
import { useReducer, useState } from 'react';
import { reduceAnswer, type AnswerAction, type AnswerDraft } from '../lib/answerState.ts';
import { allExpanded, type ExpandedSections } from './SectionList.tsx';

/**
 * The answer being edited on any of the answer screens (answering, correction, staff edit, citizen
 * revision): the draft and its reducer, which sections are open (all at first), and the props the
 * section list takes from them.
 */
export function useAnswerDraft(template: FormTemplate, start: () => AnswerDraft) {
  const [initial] = useState(start);
  const [state, dispatch] = useReducer(
    (current: AnswerDraft, action: AnswerAction) => reduceAnswer(template, current, action),
    initial,
  );
  const [expanded, setExpanded] = useState<ExpandedSections>(() => allExpanded(template));
  return {
    initial,
    state,
    dispatch,
    setExpanded,
    /** Nothing was changed since the screen opened (the reducer keeps the draft when nothing changes). */
    unchanged: state === initial,
    /** What the section list shows and changes; the screen adds its own problems, locks and switches. */
    list: { template, sections: state.sections, expanded, setExpanded, dispatch },
  };
}

/** A stored answer as a draft: what a screen does not edit stays empty. */
export function storedDraft(
  stored: Pick<AnswerDraft, 'sections' | 'clientSubmissionId'> & Partial<AnswerDraft>,
): AnswerDraft {
  return { citizen: null, location: null, asset: null, signatures: [], observations: '', ...stored };
}
