import { WRITE_TABLES, type WriteLedger, type WriteTable } from './ledger';

/** A table's rows against the writes the bench sent to it. */
export interface TableReconciliation {
  table: WriteTable;
  acked: number;
  rows: number;
  /** Acknowledged writes with no row. */
  missing: number;
  /** Keys with more than one row. */
  duplicates: number;
  /** Rows of writes that were never answered (the connection died): stored, but the client cannot know. */
  fromUnanswered: number;
  /** Rows of writes that were answered with an error: partial writes. */
  fromRefused: number;
  /** Rows of no write the bench sent. */
  unknown: number;
  /** Writes sent and never answered. */
  unanswered: number;
}

/** Compares each table's row keys with the ledger's writes to it. */
export function reconcile(ledger: WriteLedger, keys: Record<WriteTable, string[]>): TableReconciliation[] {
  return WRITE_TABLES.map((table) => {
    const fates = ledger.of(table);
    const rows = keys[table];
    const seen = new Set(rows);
    const extra = { fromUnanswered: 0, fromRefused: 0, unknown: 0 };
    for (const key of seen) {
      const fate = fates.get(key);
      if (fate === 'unanswered') extra.fromUnanswered++;
      else if (fate === 'refused') extra.fromRefused++;
      else if (fate === undefined) extra.unknown++;
    }
    let missing = 0;
    for (const [key, fate] of fates) if (fate === 'acked' && !seen.has(key)) missing++;
    return {
      table,
      acked: ledger.count(table, 'acked'),
      rows: rows.length,
      missing,
      duplicates: rows.length - seen.size,
      ...extra,
      unanswered: ledger.count(table, 'unanswered'),
    };
  });
}
