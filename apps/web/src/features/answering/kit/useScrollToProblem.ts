import { useEffect, useRef } from 'react';
import { focusElement, focusProblem } from '../../../components/focus.ts';

const centre = { behavior: 'smooth', block: 'center' } as const;
/** Long enough for the sections opened by the failed attempt to have opened. */
const OPENING_MS = 350;

/**
 * After each failed attempt (from 1 on), brings the first marked problem into view and puts the
 * focus on its first field (issue 19 item 4), so the keyboard and the screen reader are where the
 * person has to act, with the field's message read with it.
 */
export function useScrollToProblem(attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    const timer = setTimeout(() => {
      focusProblem(document.querySelector<HTMLElement>('[data-invalid="true"]'), centre);
    }, OPENING_MS);
    return () => clearTimeout(timer);
  }, [attempt]);
}

/**
 * Brings the returned element into view, and focuses it, whenever `reason` becomes set (a refusal
 * by the save buttons).
 */
export function useScrollToReason(reason: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reason || !ref.current) return;
    focusElement(ref.current, { preventScroll: true });
    ref.current.scrollIntoView?.(centre);
  }, [reason]);
  return ref;
}
