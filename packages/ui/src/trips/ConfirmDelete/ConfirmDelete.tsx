import { useState, type ReactNode } from 'react';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';

/** Focuses a button as it appears in place of the one just pressed, so keyboard focus is not lost. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

export interface ConfirmDeleteProps {
  /** The first button's label, e.g. `Delete this trip…`. */
  action: ReactNode;
  /** What deleting loses, asked before it happens. */
  question: ReactNode;
  /** Deletes; its outcome is the caller's to show. */
  onConfirm: () => void;
}

/**
 * A delete that asks once (trips issue: Settings deletes the trip after a confirmation): the action button turns
 * into the question with **Delete Trip** and **Keep Trip**; focus moves to the button that took the pressed one's
 * place, so keyboard users stay where they were.
 */
export function ConfirmDelete({ action, question, onConfirm }: ConfirmDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  // Only after a switch: the first render must not steal focus.
  const [switched, setSwitched] = useState(false);
  const confirm = (next: boolean) => {
    setConfirming(next);
    setSwitched(true);
  };
  const focus = switched ? focusOnMount : undefined;
  if (!confirming) {
    return (
      <Button variant="outline" tone="critical" ref={focus} onClick={() => confirm(true)}>
        {action}
      </Button>
    );
  }
  return (
    <Stack space="sm">
      <p role="alert">{question}</p>
      <Inline space="sm">
        <Button tone="critical" onClick={onConfirm}>
          Delete Trip
        </Button>
        <Button variant="ghost" ref={focus} onClick={() => confirm(false)}>
          Keep Trip
        </Button>
      </Inline>
    </Stack>
  );
}
