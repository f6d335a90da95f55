import { describeError } from '../api/client';
import { useLogout } from '../api/useAccount';
import { useToast } from '../primitives/Toast';

/** Logs out with the spec's feedback: the "Logged Out" toast (spec 01 §8), or the reason it failed. */
export function useLogOutAction() {
  const { toast } = useToast();
  const logout = useLogout();
  const logOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged Out' }),
      onError: (error) => toast({ title: 'Logout failed', description: describeError(error), variant: 'destructive' }),
    });
  return { logOut, pending: logout.isPending };
}
