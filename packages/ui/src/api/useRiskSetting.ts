import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RiskSetting, type User } from '@farewise/contracts';
import { useToast } from '../primitives/Toast';
import { localValue } from '../storage/localValue';
import { describeError } from './client';
import { useApiClient } from './FarewiseProvider';
import { SESSION_KEY, useSession } from './useAccount';

/** localStorage key of a signed-out visitor's risk setting. */
export const RISK_SETTING_STORAGE_KEY = 'farewise-risk-setting';

/** A visitor's setting; Save the most when none (or an unknown one) is stored. */
const storedSetting = localValue(RISK_SETTING_STORAGE_KEY, (stored) => RiskSetting.safeParse(stored).data ?? 'save');

/**
 * The buy/wait advice's risk setting (issue 17) and a setter: a signed-in traveller's is kept in their
 * preferences (`PATCH /api/users/{id}`, shown at once and put back with a toast if the save fails); a visitor's in
 * localStorage. Save the most by default.
 */
export function useRiskSetting(): { risk: RiskSetting; setRisk: (risk: RiskSetting) => void; saving: boolean } {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const user = useSession().data;
  const local = storedSetting.useValue();
  const save = useMutation<User, Error, { user: User; risk: RiskSetting }>({
    mutationFn: ({ user: owner, risk }) =>
      client.call('updateUser', { params: { id: owner.id }, body: { preferences: { riskSetting: risk } } }),
    onMutate: ({ user: owner, risk }) =>
      queryClient.setQueryData<User>(SESSION_KEY, {
        ...owner,
        preferences: { ...owner.preferences, riskSetting: risk },
      }),
    onSuccess: (updated) => queryClient.setQueryData(SESSION_KEY, updated),
    onError: (error, { user: owner }) => {
      queryClient.setQueryData(SESSION_KEY, owner);
      toast({ title: 'Advice setting not saved', description: describeError(error), tone: 'critical' });
    },
  });
  if (user) {
    return {
      risk: user.preferences.riskSetting ?? 'save',
      setRisk: (risk) => save.mutate({ user, risk }),
      saving: save.isPending,
    };
  }
  return {
    risk: local,
    setRisk: storedSetting.write,
    saving: false,
  };
}
