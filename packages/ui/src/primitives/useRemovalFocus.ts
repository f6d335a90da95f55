import { useCallback, useId, useLayoutEffect, useRef, type MouseEvent } from 'react';

type Key = string | number;

/**
 * Keeps a keyboard user's place in a list they remove items from. Put `onClick` on the list, spread `control(id)` on
 * each item's control (typically its delete button), and `empty` on what should take the focus once the list is
 * empty (an Add button, or the empty state's message with `tabIndex={-1}`). When the item whose control was pressed
 * leaves `ids`, and the focus went with it, the focus moves to the same control of the next item that is still there,
 * else of the nearest one before it, else to `empty`. Without this the browser drops the focus to the page, and the
 * next Tab starts again from the top.
 */
export function useRemovalFocus(ids: readonly Key[]) {
  const list = useId();
  const keyOf = useCallback((id: Key) => `${list}${id}`, [list]);
  const pressed = useRef<string | null>(null);
  const keys = useRef<string[]>([]);

  useLayoutEffect(() => {
    const before = keys.current;
    const current = ids.map(keyOf);
    keys.current = current;
    const key = pressed.current;
    if (key === null || current.includes(key)) return;
    pressed.current = null;
    // Someone who has moved on (a click elsewhere) keeps where they are.
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    // Neighbours as the list stood when the control was pressed: the next one still there, else the one before.
    const at = before.indexOf(key);
    const kept = (candidate: string) => current.includes(candidate);
    const next = before.slice(at + 1).find(kept) ?? before.slice(0, Math.max(at, 0)).findLast(kept);
    const target = next === undefined ? `[data-removal-empty="${list}"]` : `[data-removal-key="${next}"]`;
    document.querySelector<HTMLElement>(target)?.focus();
  }, [ids, keyOf, list]);

  // A press (click, Enter or Space) rather than focus: focus alone, or a press elsewhere, records nothing stale.
  const onClick = useCallback((event: MouseEvent) => {
    const control = (event.target as HTMLElement).closest<HTMLElement>('[data-removal-key]');
    pressed.current = control?.dataset.removalKey ?? null;
  }, []);

  return {
    onClick,
    control: (id: Key) => ({ 'data-removal-key': keyOf(id) }),
    empty: { 'data-removal-empty': list },
  };
}
