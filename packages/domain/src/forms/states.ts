import type { States } from './template.ts';

export const STATE_ERRORS = {
  nameEmpty: 'forms.errors.stateNameEmpty',
  nameDuplicate: 'forms.errors.stateNameDuplicate',
  invalidTable: 'forms.errors.stateTableInvalid',
} as const;

/** Why a state name cannot be used, or null (spec part 2 §5: not empty, not a duplicate). */
export function stateNameProblem(states: States, name: string, exceptId?: number): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return STATE_ERRORS.nameEmpty;
  const taken = states.available.some(
    (state) => state.id !== exceptId && state.name.trim().toLowerCase() === trimmed.toLowerCase(),
  );
  return taken ? STATE_ERRORS.nameDuplicate : null;
}

/** Adds a state with id = current count; the first one becomes initial (spec part 2 §4). */
export function addState(states: States, name: string): States {
  const id = states.available.length;
  return {
    available: [...states.available, { id, name: name.trim(), transitions: [] }],
    initial: states.initial ?? id,
  };
}

/**
 * Deletes a state and renumbers: ids stay 0..n-1, transitions follow their states and lose the
 * deleted one; if the initial state goes, the first remaining one becomes initial.
 */
export function deleteState(states: States, id: number): States {
  const remaining = states.available.filter((state) => state.id !== id);
  const newId = new Map(remaining.map((state, index) => [state.id, index]));
  const available = remaining.map((state, index) => ({
    id: index,
    name: state.name,
    transitions: state.transitions.flatMap((target) => {
      const mapped = newId.get(target);
      return mapped === undefined || mapped === index ? [] : [mapped];
    }),
  }));
  const initial =
    available.length === 0
      ? null
      : states.initial === null || states.initial === id
        ? 0
        : (newId.get(states.initial) ?? 0);
  return { available, initial };
}

/** Sets where a state may move to (never itself, only existing states, no repeats). */
export function setTransitions(states: States, id: number, targets: number[]): States {
  const existing = new Set(states.available.map((state) => state.id));
  const clean = [...new Set(targets)]
    .filter((target) => target !== id && existing.has(target))
    .sort((a, b) => a - b);
  return {
    ...states,
    available: states.available.map((state) => (state.id === id ? { ...state, transitions: clean } : state)),
  };
}

export function setInitialState(states: States, id: number): States {
  return states.available.some((state) => state.id === id) ? { ...states, initial: id } : states;
}

export function renameState(states: States, id: number, name: string): States {
  return {
    ...states,
    available: states.available.map((state) => (state.id === id ? { ...state, name: name.trim() } : state)),
  };
}

/**
 * Why a states table cannot be stored, or null: the editor's rules checked again on the server,
 * for a request that did not come from the editor (names filled and unique, ids 0..n-1,
 * transitions to other existing states, an initial state when there are states).
 */
export function statesProblem(states: States): string | null {
  const { available, initial } = states;
  for (const state of available) {
    const others = { ...states, available: available.filter((other) => other.id !== state.id) };
    const problem = stateNameProblem(others, state.name);
    if (problem) return problem;
  }
  const contiguous = available.every((state, index) => state.id === index);
  const transitionsValid = available.every((state) =>
    state.transitions.every((target) => target !== state.id && target >= 0 && target < available.length),
  );
  const initialValid =
    available.length === 0 ? initial === null : initial !== null && initial < available.length;
  return contiguous && transitionsValid && initialValid ? null : STATE_ERRORS.invalidTable;
}
