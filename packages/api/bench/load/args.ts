import { parseArgs } from 'node:util';

/** The scenarios, in the order they run. */
export const SCENARIOS = ['load', 'outage', 'sigterm', 'kill9'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** The bench's options. */
export interface LoadArgs {
  /** Seconds of the load scenario's measured window. */
  duration: number;
  connections: number;
  json: boolean;
  scenarios: ScenarioName[];
}

/**
 * Reads `--duration <s>` (60), `--connections <n>` (64), `--only <scenario,…>` (all) and `--json`.
 * @throws Error for an unknown flag, a number out of range or an unknown scenario.
 */
export function parseLoadArgs(argv: string[]): LoadArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '60' },
      connections: { type: 'string', default: '64' },
      only: { type: 'string', default: SCENARIOS.join(',') },
      json: { type: 'boolean', default: false },
    },
  });
  const positive = (flag: string, text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${flag} must be a whole number above 0, not ${text}`);
    return value;
  };
  const scenarios = values.only.split(',').map((name) => name.trim());
  const unknown = scenarios.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`--only takes ${SCENARIOS.join(', ')}; not ${unknown.join(', ')}`);
  return {
    duration: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    json: values.json,
    scenarios: SCENARIOS.filter((name) => scenarios.includes(name)),
  };
}
