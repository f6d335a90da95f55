import { useLogout } from '../api/useAccount';
import { useMutationToast } from '../api/useMutationToast';

/** Logs out with the spec's feedback: the "Logged Out" toast (spec 01 §8), or the reason it failed. */
export function useLogOutAction() {
  const logout = useLogout();
  const logOut = useMutationToast(logout, {
    success: { title: 'Logged Out' },
    failure: { title: 'Logout failed' },
  });
  return { logOut: () => void logOut(), pending: logout.isPending };
}
