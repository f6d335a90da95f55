import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RegisterRequest, type User } from '@farewise/contracts';
import { useRegister } from '../../api/useAccount';
import { useMutationToast } from '../../api/useMutationToast';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';

export interface SignupFormProps {
  /** Called with the new, signed-in user after "Registration Successful!". */
  onSuccess?: (user: User) => void;
}

/**
 * Sign Up (spec 01 §2 Auth, §5, §8): username (3–30; letters, numbers, underscores only), email, password
 * (at least 8, letters and numbers) and optional first and last name, checked with the contracts'
 * `RegisterRequest`. Toasts "Registration Successful!" (the account is made and signed in) or "Registration Failed"
 * with the server's message (or "Failed to create account"). What was typed stays on failure.
 */
export function SignupForm({ onSuccess }: SignupFormProps) {
  const signUp = useRegister();
  const createAccount = useMutationToast(signUp, {
    // Registering also signs in (spec 01 §4): the spec's "you can now log in" would send them to a form they are past.
    success: {
      title: 'Registration Successful!',
      description: 'Your account is ready and you are signed in.',
      tone: 'positive',
    },
    failure: { title: 'Registration Failed', fallback: 'Failed to create account' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterRequest>({
    resolver: zodResolver(RegisterRequest),
    defaultValues: { username: '', email: '', password: '', firstName: '', lastName: '' },
  });

  const submit = handleSubmit(async ({ firstName, lastName, ...values }) => {
    const outcome = await createAccount({
      ...values,
      firstName: firstName || undefined,
      lastName: lastName || undefined,
    });
    if (outcome.ok) onSuccess?.(outcome.data);
  });

  return (
    <Stack as="form" space="lg" onSubmit={submit} noValidate aria-label="Sign up">
      <FormField
        label="Username"
        hint="3 to 30 characters: letters, numbers, underscores only"
        error={errors.username?.message}
        required
      >
        {(control) => <Input {...control} {...register('username')} autoComplete="username" />}
      </FormField>
      <FormField label="Email" error={errors.email?.message} required>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <FormField
        label="Password"
        hint="At least 8 characters, with letters and numbers"
        error={errors.password?.message}
        required
      >
        {(control) => <Input {...control} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="lg">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </Tiles>
      <Button type="submit" loading={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </Stack>
  );
}
