import type { ToastMessage } from '../primitives/Toast';
import { describeError } from './client';

/** How a mutation ended: its answer, or the error it failed with. */
export type MutationOutcome<TData> = { ok: true; data: TData } | { ok: false; error: Error };

/** The toasts a mutation shows when it ends; an outcome without one shows none (say, a failure shown in a form). */
export interface MutationToasts<TData, TVariables> {
  /** A fixed toast, or one built from the answer and what was sent. */
  success?: ToastMessage | ((data: TData, variables: TVariables) => ToastMessage);
  /**
   * The failure toast's title, in the critical tone. Its text is the server's message, else `fallback` (the
   * spec's text for that failure), else the error's message (`describeError`).
   */
  failure?: { title: string; fallback?: string };
}

/** The toast for a mutation's outcome, or undefined when that outcome shows none. */
export function outcomeToast<TData, TVariables>(
  toasts: MutationToasts<TData, TVariables>,
  outcome: MutationOutcome<TData>,
  variables: TVariables,
): ToastMessage | undefined {
  if (outcome.ok) {
    const { success } = toasts;
    return typeof success === 'function' ? success(outcome.data, variables) : success;
  }
  const { failure } = toasts;
  return (
    failure && { title: failure.title, description: describeError(outcome.error, failure.fallback), tone: 'critical' }
  );
}
