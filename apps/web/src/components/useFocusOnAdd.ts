import { useEffect, useRef } from 'react';
import { focusFirstField } from './focus.ts';

/**
 * An "Add …" button's list (issue 19 item 4): once the press has added an item, the focus goes to
 * the new item's first field instead of staying on the button. The list's items are the children
 * of `list` marked `data-item`; the new one is the last.
 *
 * `count` is the number of items; `added()` is called by the button.
 */
export function useFocusOnAdd<T extends HTMLElement = HTMLDivElement>(count: number) {
  const list = useRef<T>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const items = list.current?.querySelectorAll(':scope > [data-item]');
    focusFirstField(items?.[items.length - 1] ?? null);
  }, [count]);
  return {
    list,
    added: () => {
      pending.current = true;
    },
  };
}
