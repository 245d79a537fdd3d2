import type { AnswerState, StateHistoryEntry } from '@cabildo/domain';

export type TimeInState = { unit: 'hours' | 'days'; count: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * How long an answer stayed in a state, from its entry until the next one (or now for the current
 * state). Spec part 3 §4 says "hours if the same day, otherwise days"; read as a duration (issue
 * 13): whole hours below 24 hours, whole days from there on — 20 minutes across midnight is
 * "0 hours" (shown as less than an hour), not "1 day".
 */
export function timeInState(from: Date, to: Date): TimeInState {
  const elapsed = Math.max(0, to.getTime() - from.getTime());
  return elapsed < DAY_MS
    ? { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) }
    : { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
}

export type HistoryRow = StateHistoryEntry & { time: TimeInState; initial: boolean; current: boolean };

/** The history in the order it happened; the first row is the initial state and the last the current one. */
export function historyRows(state: AnswerState, now: Date = new Date()): HistoryRow[] {
  const entries = state.history;
  return entries.map((entry, index) => {
    const next = entries[index + 1];
    return {
      ...entry,
      time: timeInState(new Date(entry.date), next ? new Date(next.date) : now),
      initial: index === 0,
      current: index === entries.length - 1,
    };
  });
}

/** The current state's name, or null when the answer has no state block or points at no known state. */
export const currentStateName = (state: AnswerState | null) =>
  state?.available.find((candidate) => candidate.id === state.current)?.name ?? null;
