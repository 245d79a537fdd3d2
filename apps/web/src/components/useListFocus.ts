import { useEffect, useRef } from 'react';
import { focusFirstField } from './focus.ts';

type Change =
  | { kind: 'added' }
  | { kind: 'moved'; key: string; action: 'up' | 'down' }
  | { kind: 'removed'; index: number };

/**
 * Where the focus goes when a list of the editor changes under the keyboard (issue 19 item 4):
 * - "Add …": to the new item's first field, instead of staying on the button;
 * - move up or down: back to the same button of the moved item (the other one when that end is
 *   reached), which reordering the page would otherwise drop;
 * - remove: to the first field of the item now in its place (or the one before it), or to the list's
 *   "Add …" button when none is left — not to the top of the document.
 *
 * `keys` are the items' keys in order (ids, or positions for lists without ids). The items are the
 * children of `list` marked `data-item` (with `data-item-key` for moves); their move buttons are
 * marked `data-action="up"` / `"down"`, the list's add button `data-list-add`.
 */
export function useListFocus<T extends HTMLElement = HTMLDivElement>(keys: string[]) {
  const list = useRef<T>(null);
  const pending = useRef<Change | null>(null);
  const order = keys.join('\n');
  useEffect(() => {
    const change = pending.current;
    pending.current = null;
    const container = list.current;
    if (!change || !container) return;
    const items = [...container.querySelectorAll<HTMLElement>(':scope > [data-item]')];
    if (change.kind === 'added') {
      focusFirstField(items.at(-1) ?? null);
    } else if (change.kind === 'moved') {
      const item = items.find((element) => element.dataset.itemKey === change.key);
      const other = change.action === 'up' ? 'down' : 'up';
      const button = [change.action, other]
        .map((action) => item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
        .find((candidate) => candidate && !candidate.disabled);
      if (button) button.focus();
      else focusFirstField(item ?? null);
    } else {
      const neighbour = items[change.index] ?? items[change.index - 1];
      if (neighbour) focusFirstField(neighbour);
      else
        (
          container.querySelector<HTMLElement>('[data-list-add]') ??
          container.parentElement?.querySelector<HTMLElement>('[data-list-add]')
        )?.focus();
    }
  }, [order]);
  return {
    list,
    added: () => {
      pending.current = { kind: 'added' };
    },
    moved: (key: string, action: 'up' | 'down') => {
      pending.current = { kind: 'moved', key, action };
    },
    removed: (index: number) => {
      pending.current = { kind: 'removed', index };
    },
  };
}
