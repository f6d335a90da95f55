import type { UseMutationResult } from '@tanstack/react-query';
import { preloadToastRegion, useToast } from '../primitives/Toast/Toast';
import { outcomeToast, type MutationOutcome, type MutationToasts } from './mutationToast';

/**
 * Runs a TanStack mutation and toasts its outcome (spec 01 §8, §9: one toast at a time): `toasts.success` when it
 * succeeds, `toasts.failure` (critical tone, with the server's reason) when it fails. The returned function never
 * rejects: it resolves with the outcome, so the caller can close a dialog on success or keep a form's values on
 * failure. Read `isPending` from the mutation itself. Needs `<Toaster>` (inside `FarewiseProvider`).
 */
export function useMutationToast<TData, TVariables>(
  mutation: Pick<UseMutationResult<TData, Error, TVariables>, 'mutateAsync'>,
  toasts: MutationToasts<TData, TVariables>,
): (variables: TVariables) => Promise<MutationOutcome<TData>> {
  const { toast } = useToast();
  return async (variables) => {
    // The toast region's code loads while the request is out, so the outcome's toast shows without a wait.
    preloadToastRegion().catch(() => undefined);
    const outcome: MutationOutcome<TData> = await mutation.mutateAsync(variables).then(
      (data) => ({ ok: true, data }),
      (error: Error) => ({ ok: false, error }),
    );
    const message = outcomeToast(toasts, outcome, variables);
    if (message) toast(message);
    return outcome;
  };
}
