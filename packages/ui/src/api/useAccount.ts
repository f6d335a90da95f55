import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangePasswordRequest, type LoginRequest, type RegisterRequest, type User } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { endpointQueryKey } from './serverAnswers';
import { useApiQuery } from './useApiQuery';

/** The query key of the signed-in user. */
export const SESSION_KEY = endpointQueryKey('session');

/**
 * `GET /api/auth/session`: the signed-in user, or null when signed out. Unlike `GET /api/auth/me` it answers 200
 * for a visitor, so the check logs no failed request in the console.
 */
export function useSession() {
  const client = useApiClient();
  return useApiQuery<User | null>({
    queryKey: SESSION_KEY,
    queryFn: async ({ signal }) => (await client.call('session', {}, { signal })).user,
  });
}

/**
 * Sets who is signed in (a user, or null after logout) so every screen sees it at once, and drops every cached
 * per-user answer of whoever was signed in before.
 */
function useSetSession() {
  const queryClient = useQueryClient();
  return (user: User | null) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    queryClient.setQueryData(SESSION_KEY, user);
  };
}

/** `POST /api/auth/login` with a username or email (spec 01 §7); signs the user in on success. */
export function useLogin() {
  const client = useApiClient();
  const setSession = useSetSession();
  return useMutation<User, Error, LoginRequest>({
    mutationFn: (body) => client.call('login', { body }),
    onSuccess: setSession,
  });
}

/** `POST /api/auth/register` (spec 01 §7); the new account is signed in on success. */
export function useRegister() {
  const client = useApiClient();
  const setSession = useSetSession();
  return useMutation<User, Error, RegisterRequest>({
    mutationFn: (body) => client.call('register', { body }),
    onSuccess: setSession,
  });
}

/** `POST /api/auth/logout`; clears the session and every cached per-user answer. */
export function useLogout() {
  const client = useApiClient();
  const setSession = useSetSession();
  return useMutation<unknown, Error, void>({
    mutationFn: () => client.call('logout'),
    onSuccess: () => setSession(null),
  });
}

/**
 * `POST /api/auth/password`: changes the signed-in user's password. The server ends every other session of the
 * account and rotates this one, so this browser stays signed in as the user it answers.
 */
export function useChangePassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<User, Error, ChangePasswordRequest>({
    mutationFn: (body) => client.call('changePassword', { body }),
    onSuccess: (user) => queryClient.setQueryData(SESSION_KEY, user),
  });
}
