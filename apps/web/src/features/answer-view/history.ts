import type { AnswerState, StateHistoryEntry } from '@cabildo/domain';

export type TimeInState = { unit: 'hours' | 'days'; count: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * How long an answer stayed in a state, from its entry until the next one (or now for the current
 * state), as spec part 3 §4 shows it: whole hours when both fall on the same day, otherwise calendar
 * days (so 23:00 → 01:00 the next day reads "1 day", not "0 days").
 */
export function timeInState(from: Date, to: Date): TimeInState {
  if (startOfDay(from) === startOfDay(to))
    return { unit: 'hours', count: Math.max(0, Math.floor((to.getTime() - from.getTime()) / HOUR_MS)) };
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return { unit: 'days', count: Math.max(0, Math.round((startOfDay(to) - startOfDay(from)) / DAY_MS)) };
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
