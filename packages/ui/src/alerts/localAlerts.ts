import { useCallback, useSyncExternalStore } from 'react';
import { PriceAlert, type UpdatePriceAlertRequest } from '@farewise/contracts';
import type { NewAlert } from './PriceAlertForm';

/** Where a signed-out visitor's alerts live (spec 02: price alerts are kept in the browser). */
export const LOCAL_ALERTS_KEY = 'farewise-price-alerts';

const listeners = new Set<() => void>();
const EMPTY: PriceAlert[] = [];
let cache: { raw: string | null; alerts: PriceAlert[] } = { raw: null, alerts: EMPTY };

/** The stored alerts; anything unreadable or off-contract counts as none, rather than breaking the page. */
function read(): PriceAlert[] {
  const raw = localStorage.getItem(LOCAL_ALERTS_KEY);
  if (raw === cache.raw) return cache.alerts;
  let alerts = EMPTY;
  try {
    const parsed = PriceAlert.array().safeParse(JSON.parse(raw ?? '[]'));
    if (parsed.success) alerts = parsed.data;
  } catch {
    alerts = EMPTY;
  }
  cache = { raw, alerts };
  return alerts;
}

function write(alerts: PriceAlert[]) {
  if (alerts.length) localStorage.setItem(LOCAL_ALERTS_KEY, JSON.stringify(alerts));
  else localStorage.removeItem(LOCAL_ALERTS_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

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
  const alerts = useSyncExternalStore(subscribe, read, () => EMPTY);
  const create = useCallback(
    async (alert: NewAlert) => {
      const current = read();
      const id = Math.max(0, ...current.map((a) => a.id)) + 1;
      write([
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
    write(read().map((alert) => (alert.id === id ? applyChange(alert, change) : alert)));
  }, []);
  const remove = useCallback((id: number) => write(read().filter((alert) => alert.id !== id)), []);
  return { alerts, create, update, remove };
}
