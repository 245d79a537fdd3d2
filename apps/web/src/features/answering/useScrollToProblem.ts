import { useEffect, useRef } from 'react';

const centre = { behavior: 'smooth', block: 'center' } as const;
/** Long enough for the sections opened by the failed attempt to have opened. */
const OPENING_MS = 350;

/** After each failed attempt (from 1 on), brings the first marked problem into view. */
export function useScrollToProblem(attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    const timer = setTimeout(() => {
      document.querySelector('[data-invalid="true"]')?.scrollIntoView?.(centre);
    }, OPENING_MS);
    return () => clearTimeout(timer);
  }, [attempt]);
}

/** Brings the returned element into view whenever `reason` becomes set (a refusal by the save buttons). */
export function useScrollToReason(reason: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reason) ref.current?.scrollIntoView?.(centre);
  }, [reason]);
  return ref;
}
