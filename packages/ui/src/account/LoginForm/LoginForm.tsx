import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoginRequest, type User } from '@farewise/contracts';
import { useLogin } from '../../api/useAccount';
import { useMutationToast } from '../../api/useMutationToast';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Stack } from '../../layout/Stack';

export interface LoginFormProps {
  /** Called with the signed-in user after "Login Successful! Welcome back.". */
  onSuccess?: (user: User) => void;
}

/**
 * Log In (spec 01 §2 Auth, §5, §8): username or email and password, both required, checked with the contracts'
 * `LoginRequest`. Toasts "Login Successful! Welcome back." or "Login Failed" with the server's message (or
 * "Invalid username or password"). What was typed stays on failure.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin();
  const logIn = useMutationToast(login, {
    success: { title: 'Login Successful! Welcome back.', tone: 'positive' },
    failure: { title: 'Login Failed', fallback: 'Invalid username or password' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(LoginRequest), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    const outcome = await logIn(values);
    if (outcome.ok) onSuccess?.(outcome.data);
  });

  return (
    <Stack as="form" space="lg" onSubmit={submit} noValidate aria-label="Log in">
      <FormField label="Username or email" error={errors.username?.message} required>
        {(control) => <Input {...control} {...register('username')} autoComplete="username" />}
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        {(control) => <Input {...control} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <Button type="submit" loading={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log In'}
      </Button>
    </Stack>
  );
}
