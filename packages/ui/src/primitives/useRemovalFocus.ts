import { useCallback, useId, useLayoutEffect, useRef, type FocusEvent } from 'react';

type Key = string | number;

/**
 * Keeps a keyboard user's place in a list they remove items from. Put `onFocus` on the list, spread `control(id)` on
 * each item's control (typically its delete button), and `empty` on what should take the focus once the list is
 * empty (an Add button, or the empty state's message with `tabIndex={-1}`). When the item whose
 * control had the focus leaves `ids`, and the focus went with it, the focus moves to the same control of the item
 * that took its place, else of the new last item, else to the empty state. Without this the browser drops the focus
 * to the page, and the next Tab starts again from the top.
 */
export function useRemovalFocus(ids: readonly Key[]) {
  const list = useId();
  const keyOf = useCallback((id: Key) => `${list}${id}`, [list]);
  const focused = useRef<{ key: string; index: number } | null>(null);
  const keys = useRef<string[]>([]);

  useLayoutEffect(() => {
    const current = ids.map(keyOf);
    keys.current = current;
    const last = focused.current;
    if (!last || current.includes(last.key)) return;
    focused.current = null;
    // Someone who has moved on (a click elsewhere) keeps where they are.
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const next = current[Math.min(last.index, current.length - 1)];
    const target = next === undefined ? `[data-removal-empty="${list}"]` : `[data-removal-key="${next}"]`;
    document.querySelector<HTMLElement>(target)?.focus();
  }, [ids, keyOf, list]);

  const onFocus = useCallback((event: FocusEvent) => {
    const key = (event.target as HTMLElement).dataset.removalKey;
    if (key !== undefined) focused.current = { key, index: keys.current.indexOf(key) };
  }, []);

  return {
    onFocus,
    control: (id: Key) => ({ 'data-removal-key': keyOf(id) }),
    empty: { 'data-removal-empty': list },
  };
}
