import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ChangePasswordFields, PASSWORD_MIN, type User } from '@farewise/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useChangePassword } from '../../api/useAccount';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { changePasswordFailure } from './changePasswordFailure';
import { form, outcome } from './ChangePasswordForm.css';

const BLANK: ChangePasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /**
   * Called with the signed-in user once the password is changed: the account's other sessions have ended and this
   * one goes on under a new session id.
   */
  onSuccess?: (user: User) => void;
}

/**
 * Change password, for the signed-in traveller (`POST /api/auth/password`): the current password, a new one under the
 * registration rule that differs from it, and the new one again ("Passwords do not match"), checked with the
 * contracts' `ChangePasswordFields` before anything is sent. The submit button is busy and disabled while the change
 * is sent. A wrong current password (or a new one the server refuses) shows under its field; other failures (too
 * many attempts, signed out, offline) show in an alert, and everything typed stays. Success says "Password changed.
 * Other devices have been signed out." and clears the fields. Focus moves to the outcome, so it is read out.
 */
export function ChangePasswordForm({ onSuccess }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFields>({ resolver: zodResolver(ChangePasswordFields), defaultValues: BLANK });

  const alert = change.error ? changePasswordFailure(change.error).alert : undefined;
  const outcomeRef = useRef<HTMLDivElement>(null);
  // A clicked submit button is disabled while the change is sent, which drops focus to the page: the outcome takes it.
  useEffect(() => {
    if (change.isSuccess || alert) outcomeRef.current?.focus();
  }, [change.isSuccess, alert]);

  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    if (change.isPending) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (user) => {
          reset(BLANK);
          onSuccess?.(user);
        },
        onError: (error) => {
          changePasswordFailure(error).fieldErrors.forEach(({ field, message }, index) =>
            setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
        },
      },
    );
  });

  return (
    <Stack as="form" space="lg" onSubmit={submit} noValidate aria-label="Change password" className={form}>
      <FormField label="Current password" error={errors.currentPassword?.message} required>
        {(control) => (
          <Input {...control} {...register('currentPassword')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <FormField
        label="New password"
        hint={`At least ${PASSWORD_MIN} characters, with letters and numbers; not your current one`}
        error={errors.newPassword?.message}
        required
      >
        {(control) => <Input {...control} {...register('newPassword')} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message} required>
        {(control) => (
          <Input {...control} {...register('confirmPassword')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      {change.isSuccess && (
        <div ref={outcomeRef} tabIndex={-1} className={outcome}>
          <Alert tone="positive" role="status">
            <Box display="flex" alignItems="center" gap="sm">
              <CheckCircle2 size={18} aria-hidden="true" />
              <span>Password changed. Other devices have been signed out.</span>
            </Box>
          </Alert>
        </div>
      )}
      {alert && (
        <div ref={outcomeRef} tabIndex={-1} className={outcome}>
          <Alert tone="critical" role="alert">
            Your password wasn’t changed. {alert}
          </Alert>
        </div>
      )}
      <div>
        <Button type="submit" loading={change.isPending}>
          {change.isPending ? 'Changing password…' : 'Change Password'}
        </Button>
      </div>
    </Stack>
  );
}
