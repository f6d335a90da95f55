import { useLogout } from '../api/useAccount';
import { useMutationToast } from '../api/useMutationToast';

/**
 * Logs out with the spec's feedback: the "Logged Out" toast (spec 01 §8), or the reason it failed. `logOut` never
 * rejects: it resolves with whether the visitor is now logged out.
 */
export function useLogOutAction() {
  const logout = useLogout();
  const logOut = useMutationToast(logout, {
    success: { title: 'Logged Out' },
    failure: { title: 'Logout failed' },
  });
  return { logOut: async () => (await logOut()).ok, pending: logout.isPending };
}
