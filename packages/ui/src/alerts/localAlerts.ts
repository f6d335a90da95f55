import { useCallback } from 'react';
import { PriceAlert, type UpdatePriceAlertRequest } from '@farewise/contracts';
import { localCollection } from '../storage/localCollection';
import type { NewAlert } from './PriceAlertForm';

/** Where a signed-out visitor's alerts live (spec 02: price alerts are kept in the browser). */
export const LOCAL_ALERTS_KEY = 'farewise-price-alerts';

const store = localCollection(LOCAL_ALERTS_KEY, PriceAlert);

/** Applies a switch change to an alert, as the server's PATCH would. */
function applyChange(alert: PriceAlert, change: UpdatePriceAlertRequest): PriceAlert {
  return {
    ...alert,
    ...(change.isActive !== undefined && { isActive: change.isActive }),
    ...(change.targetPrice !== undefined && { targetPrice: change.targetPrice }),
    notifications: { ...alert.notifications, ...change.notifications },
  };
}

/**
 * A signed-out visitor's alerts in localStorage, newest first: new alerts are active with email and push on
 * (spec 02 §4); there is no fare until they are imported into an account.
 */
export function useLocalAlerts(now: Date) {
  const alerts = store.useItems();
  const create = useCallback(
    async (alert: NewAlert) => {
      const current = store.read();
      const id = Math.max(0, ...current.map((a) => a.id)) + 1;
      store.write([
        {
          ...alert,
          id,
          currentPrice: null,
          isActive: true,
          createdAt: now.toISOString(),
          lastTriggered: null,
          notifications: { email: true, push: true },
        },
        ...current,
      ]);
    },
    [now],
  );
  const update = useCallback((id: number, change: UpdatePriceAlertRequest) => {
    store.write(store.read().map((alert) => (alert.id === id ? applyChange(alert, change) : alert)));
  }, []);
  const remove = useCallback((id: number) => store.write(store.read().filter((alert) => alert.id !== id)), []);
  return { alerts, create, update, remove };
}
