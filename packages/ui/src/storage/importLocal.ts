import type { ToastMessage } from '../primitives/Toast';

/** How an import of browser-kept items went. */
export interface ImportResult {
  imported: number;
  /** Items whose POST failed: they stay in the browser for the next try. */
  failed: number;
}

/**
 * Imports a signed-out visitor's items (alerts, trips) into their account, one POST at a time, idempotently: each
 * item is forgotten by the browser as soon as its POST succeeds, and a failed one is kept, so trying again after a
 * part failure posts only what is still missing and never duplicates one.
 */
export async function importLocal<T>(
  items: readonly T[],
  create: (item: T) => Promise<unknown>,
  forget: (item: T) => void,
): Promise<ImportResult> {
  let imported = 0;
  for (const item of items) {
    try {
      await create(item);
    } catch {
      continue;
    }
    forget(item);
    imported += 1;
  }
  return { imported, failed: items.length - imported };
}

/**
 * The toast after an import of `noun`s (`'alert'`, `'trip'`): "Alerts imported", or "Some alerts could not be
 * imported", with the count.
 */
export function importToast({ imported, failed }: ImportResult, noun: string): ToastMessage {
  const total = imported + failed;
  const many = `${noun}s`;
  return {
    title: failed === 0 ? `${many[0]!.toUpperCase()}${many.slice(1)} imported` : `Some ${many} could not be imported`,
    description: `${imported} of ${total} imported into your account.`,
    tone: failed === 0 ? 'positive' : 'critical',
  };
}
