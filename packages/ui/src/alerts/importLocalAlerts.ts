import type { PriceAlert } from '@farewise/contracts';
import type { ToastMessage } from '../primitives/Toast';

/** How an import of browser-kept alerts went. */
export interface ImportResult {
  imported: number;
  /** Alerts whose POST failed: they stay in the browser for the next try. */
  failed: number;
}

/**
 * Imports a signed-out visitor's alerts into their account, one POST at a time, idempotently: each alert is
 * forgotten by the browser as soon as its POST succeeds, and a failed one is kept, so trying again after a
 * part failure posts only what is still missing and never duplicates an alert.
 */
export async function importLocalAlerts(
  alerts: readonly PriceAlert[],
  create: (alert: PriceAlert) => Promise<unknown>,
  forget: (id: number) => void,
): Promise<ImportResult> {
  let imported = 0;
  for (const alert of alerts) {
    try {
      await create(alert);
    } catch {
      continue;
    }
    forget(alert.id);
    imported += 1;
  }
  return { imported, failed: alerts.length - imported };
}

/** The toast after an import: "Alerts imported", or "Some alerts could not be imported" with the count. */
export function importToast({ imported, failed }: ImportResult): ToastMessage {
  const total = imported + failed;
  return {
    title: failed === 0 ? 'Alerts imported' : 'Some alerts could not be imported',
    description: `${imported} of ${total} imported into your account.`,
    tone: failed === 0 ? 'positive' : 'critical',
  };
}
