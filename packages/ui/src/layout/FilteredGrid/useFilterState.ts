import { useState } from 'react';
import { receiveFilters, sendFilters, startMirror } from './filterState';

export interface UseFilterStateOptions<F> {
  /** The filters from the owner, such as a route's search params; omit to let the screen keep its own. */
  value?: F;
  /** Where an uncontrolled screen starts. */
  defaultValue: F;
  /** Called with every change; a controlled owner stores it (e.g. navigates with the new search params). */
  onChange?: (next: F) => void;
}

/**
 * A screen's filters, controlled (`value` + `onChange`) or not (`defaultValue`), like Radix's
 * `useControllableState`, with one difference: a change shows at once, before the owner passes it back, and the
 * owner's late echoes of earlier changes are ignored. A router updates the URL asynchronously, and a search box
 * bound straight to it would drop keystrokes typed in between.
 */
export function useFilterState<F extends object>({ value, defaultValue, onChange }: UseFilterStateOptions<F>) {
  const [mirror, setMirror] = useState(() => startMirror(value, defaultValue));
  // Adjusting state to a new prop during render (no effect): React re-renders at once with the result.
  const current = receiveFilters(mirror, value);
  if (current !== mirror) setMirror(current);
  const setFilters = (next: F) => {
    setMirror((latest) => sendFilters(receiveFilters(latest, value), next));
    onChange?.(next);
  };
  return [current.shown, setFilters] as const;
}
