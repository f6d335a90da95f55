import { ApiError, describeError } from '../../api/client';

/** The fields of the change the server may name in an error's issues. */
export const SENT_FIELDS = ['currentPassword', 'newPassword'] as const;
export type SentField = (typeof SENT_FIELDS)[number];

/** How a failed password change shows: problems the server pinned on a field go under that field, the rest in an alert. */
export interface ChangePasswordFailure {
  /** The server's messages for the form's own fields (a wrong current password, a new one it refused). */
  fieldErrors: { field: SentField; message: string }[];
  /** What the alert says when no field explains the failure (rate-limited, signed out, offline, server down). */
  alert?: string;
}

const isSentField = (part: unknown): part is SentField => SENT_FIELDS.includes(part as SentField);

/** Splits a failed `POST /api/auth/password` into field errors and the alert's text. */
export function changePasswordFailure(error: Error): ChangePasswordFailure {
  if (!(error instanceof ApiError)) {
    // fetch rejects with a TypeError when the request never got an answer.
    return {
      fieldErrors: [],
      alert:
        error instanceof TypeError
          ? 'We couldn’t reach Farewise. Check your connection and try again.'
          : 'Something went wrong. Please try again.',
    };
  }
  const fieldErrors = error.issues.flatMap(({ path: [field], message }) =>
    isSentField(field) ? [{ field, message }] : [],
  );
  if (fieldErrors.length > 0) return { fieldErrors };
  if (error.status === 401) {
    return { fieldErrors, alert: 'You have been signed out. Sign in again to change your password.' };
  }
  return { fieldErrors, alert: describeError(error) };
}
