import type { TableReconciliation } from './reconcile';
import type { RouteSummary } from './stats';

/** A count with thousands separators. */
export const count = (value: number): string => Math.round(value).toLocaleString('en-US');
/** Milliseconds, to a tenth below 100. */
export const ms = (value: number): string => (value < 100 ? value.toFixed(1) : count(value));
/** Seconds to a tenth. */
export const seconds = (valueMs: number): string => `${(valueMs / 1000).toFixed(1)} s`;

/** Lines of a text table: the first column aligned left, the others right. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}

/** What did not come back 2xx, such as "12× 503 database_unavailable", or "-". */
const failures = (failed: Record<string, number>) =>
  Object.entries(failed)
    .map(([outcome, times]) => `${count(times)}× ${outcome}`)
    .join(', ') || '-';

/** Each route's requests, throughput, 2xx, other outcomes and latency. */
export function routeTable(summaries: RouteSummary[]): string[] {
  return table(
    ['route', 'requests', 'req/s', '2xx', 'p50 ms', 'p99 ms', 'max ms', 'not 2xx'],
    summaries.map((s) => [
      s.route,
      count(s.requests),
      s.rps.toFixed(1),
      count(s.ok),
      ms(s.p50),
      ms(s.p99),
      ms(s.max),
      failures(s.failed),
    ]),
  );
}

/** Each table's rows against the acknowledged writes. */
export function writeTable(tables: TableReconciliation[]): string[] {
  return table(
    ['table', 'acked', 'rows', 'missing', 'unanswered', 'stored of those', 'refused but stored', 'unknown', 'dup'],
    tables.map((t) =>
      [t.table, t.acked, t.rows, t.missing, t.unanswered, t.fromUnanswered, t.fromRefused, t.unknown, t.duplicates].map(
        (cell) => (typeof cell === 'number' ? count(cell) : cell),
      ),
    ),
  );
}
