import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Check } from './checks';
import { onAbort } from './abort';
import type { PostgresCluster } from './postgresCluster';

/** What every scenario gets. */
export interface ScenarioContext {
  cluster: PostgresCluster;
  connections: number;
  /** Unique to the run: usernames start with it. */
  tag: string;
  /** Reports what the scenario is doing now (to stderr). */
  progress: (line: string) => void;
}

/** What a scenario found: its report lines, its pass/fail checks and its figures for `--json`. */
export interface ScenarioResult {
  title: string;
  lines: string[];
  checks: Check[];
  figures: Record<string, unknown>;
}

/** How long a fault scenario's request may take before it counts as hung (the goal is under 5 s). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Runs `work` with a new temporary folder (a server's data folder), deleted afterwards. */
export async function withDataDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'farewise-bench-data-'));
  const remove = async () => rmSync(dir, { recursive: true, force: true });
  const forget = onAbort(remove);
  try {
    return await work(dir);
  } finally {
    await remove();
    forget();
  }
}
