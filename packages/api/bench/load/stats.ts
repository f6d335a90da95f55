import { quantileSorted } from 'simple-statistics';
import { outcomeOf, type RequestRecord } from './records';

/** One route's figures: requests, throughput, outcomes and latency (ms, from sending to the whole answer). */
export interface RouteSummary {
  route: string;
  requests: number;
  /** Requests per second over the window. */
  rps: number;
  ok: number;
  /** Non-2xx answers and failures, by outcome (`503 database_unavailable`, `refused`…). */
  failed: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

function summary(route: string, records: RequestRecord[], seconds: number): RouteSummary {
  const latencies = records.map((record) => record.endedAt - record.sentAt).sort((a, b) => a - b);
  const failed: Record<string, number> = {};
  let ok = 0;
  for (const record of records) {
    const outcome = outcomeOf(record);
    if (outcome === '2xx') ok++;
    else failed[outcome] = (failed[outcome] ?? 0) + 1;
  }
  const at = (p: number) => (latencies.length ? quantileSorted(latencies, p) : 0);
  return {
    route,
    requests: records.length,
    rps: records.length / seconds,
    ok,
    failed,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
  };
}

/** Each route's figures over a window of `seconds`, in the order routes first appear, then `all` of them. */
export function summarize(records: RequestRecord[], seconds: number): RouteSummary[] {
  const byRoute = new Map<string, RequestRecord[]>();
  for (const record of records) {
    const ofRoute = byRoute.get(record.route) ?? [];
    ofRoute.push(record);
    byRoute.set(record.route, ofRoute);
  }
  return [
    ...[...byRoute].map(([route, ofRoute]) => summary(route, ofRoute, seconds)),
    summary('all', records, seconds),
  ];
}
