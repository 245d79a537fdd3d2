import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { AnswerDraft } from '../lib/answerState.ts';
import { saveDraft, type DraftKey } from '../lib/draftStore.ts';

const DRAFT_DELAY_MS = 300;

/**
 * Writes the answer's draft a moment after every change, and at once when the page is left or
 * hidden; never while a save is on its way (`saving`: it would outlive it). `drop()` forgets a
 * change not written yet (the save writes the draft as saved itself).
 */
export function useDraftWriter(draftKey: DraftKey, state: AnswerDraft, saving: RefObject<boolean>) {
  const unwritten = useRef<AnswerDraft | null>(null);
  const writeDraft = useCallback(() => {
    const pending = unwritten.current;
    unwritten.current = null;
    if (pending && !saving.current) void saveDraft(draftKey, pending);
  }, [draftKey, saving]);
  const firstState = useRef(state);
  // A validated (or cancelled) ticket order is written at once: its token is the only way to it.
  const keptPayment = useRef(state.payment);
  useEffect(() => {
    if (state === firstState.current) return;
    unwritten.current = state;
    if (state.payment !== keptPayment.current) {
      keptPayment.current = state.payment;
      writeDraft();
      return;
    }
    const timer = setTimeout(writeDraft, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, writeDraft]);
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') writeDraft();
    };
    window.addEventListener('pagehide', writeDraft);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', writeDraft);
      document.removeEventListener('visibilitychange', hidden);
      writeDraft();
    };
  }, [writeDraft]);
  return {
    drop: () => {
      unwritten.current = null;
    },
  };
}
