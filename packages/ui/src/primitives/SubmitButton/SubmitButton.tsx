import { useId, type ReactNode } from 'react';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Button } from '../Button';

export interface SubmitButtonProps {
  /** The action, e.g. "Search Hotels". */
  label: string;
  /** Shown before the label, except while the form is being sent. */
  icon: ReactNode;
  /** While the form is being sent: a spinner, and the button is busy. */
  pending: boolean;
  /**
   * Why the form cannot be sent yet, when it cannot (spec 02 §5: Search, Generate): the button is disabled and
   * this line, beside it, is its description for screen readers.
   */
  missing?: string;
}

/** A form's large submit button, disabled with the reason beside it until the form's required fields are set. */
export function SubmitButton({ label, icon, pending, missing }: SubmitButtonProps) {
  const hintId = useId();
  return (
    <Inline space="md" alignY="center">
      <Button
        type="submit"
        size="lg"
        loading={pending}
        disabled={missing !== undefined}
        aria-describedby={missing === undefined ? undefined : hintId}
      >
        {!pending && icon}
        {label}
      </Button>
      {missing !== undefined && (
        <Box as="p" id={hintId} color="textMuted" fontSize="sm">
          {missing}
        </Box>
      )}
    </Inline>
  );
}
