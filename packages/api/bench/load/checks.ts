import type { TableReconciliation } from './reconcile';
import type { Integrity } from './rows';

/** One pass/fail finding of a scenario. */
export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

/** A check named `name`, passing when `pass`, explained by `detail`. */
export const check = (name: string, pass: boolean, detail: string): Check => ({ name, pass, detail });

const sum = (tables: TableReconciliation[], field: keyof Omit<TableReconciliation, 'table'>) =>
  tables.reduce((total, table) => total + table[field], 0);

/**
 * The checks of a database read back after a scenario: every acknowledged write has its row, no row came from a
 * refused write or from nowhere or twice, no orphan or half-made row; with `exact`, also no row beyond the
 * acknowledged writes (rows = acknowledged writes, table by table).
 */
export function writeChecks(tables: TableReconciliation[], integrity: Integrity, exact: boolean): Check[] {
  const broken = Object.entries(integrity).filter(([, count]) => count > 0);
  const checks = [
    check('every acknowledged write is stored', sum(tables, 'missing') === 0, `${sum(tables, 'missing')} missing`),
    check(
      'no row from a refused write, from nowhere, or twice',
      sum(tables, 'fromRefused') + sum(tables, 'unknown') + sum(tables, 'duplicates') === 0,
      `${sum(tables, 'fromRefused')} from refused writes, ${sum(tables, 'unknown')} unknown, ${sum(tables, 'duplicates')} duplicated`,
    ),
    check(
      'no orphan or partial rows',
      broken.length === 0,
      broken.length ? broken.map(([kind, count]) => `${kind} ${count}`).join(', ') : 'none',
    ),
  ];
  if (exact) {
    const off = tables.filter((table) => table.rows !== table.acked);
    checks.push(
      check(
        'rows equal acknowledged writes',
        off.length === 0,
        off.length
          ? off.map((table) => `${table.table} ${table.rows} rows / ${table.acked} acked`).join(', ')
          : `${sum(tables, 'rows')} rows = ${sum(tables, 'acked')} acknowledged writes`,
      ),
    );
  }
  return checks;
}
