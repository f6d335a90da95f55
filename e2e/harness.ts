import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rateLimitEnv } from '@farewise/api/testing/rateLimitEnv';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'packages/api/dist/main.js');
const APP_DIST = path.join(ROOT, 'packages/app/dist');

/**
 * The paths of the pages a build prerendered, read from its `prerendered/` folder (`index.html` → `/`,
 * `price-alerts.html` → `/price-alerts`); `appDist` is the production build unless given.
 */
export function prerenderedPaths(appDist = APP_DIST): string[] {
  return readdirSync(path.join(appDist, 'prerendered'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/\.html$/, '').replace(/^index$/, '')}`);
}

export interface RunningApp {
  url: string;
  /** The server's data folder (its embedded database and mail outbox). */
  dataDir: string;
  /** Every email the server has written to its outbox so far, raw (headers and body), in no particular order. */
  mails: () => string[];
  /** Everything the server has written to standard output and error so far: its JSON log lines. */
  logs: () => string;
  /** SIGTERM, then waits for the exit and deletes the data folder. */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash would end it, then waits for the exit; keeps the data folder. */
  kill: () => Promise<void>;
}

/**
 * Starts the built server (`npm start`'s process) on a free port with a fresh embedded database in a temporary
 * folder, and resolves with its URL once it prints it. `env` adds to or overrides its environment.
 * @throws Error when the build is missing or the server exits before listening.
 */
export async function startApp(env: NodeJS.ProcessEnv = {}): Promise<RunningApp> {
  for (const built of [SERVER, path.join(APP_DIST, 'index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run "pnpm build" first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farewise-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DIST,
      // Request lines too, so the journeys' logs can be searched for secrets.
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // Every journey comes from the loopback address: per-IP limits a test run never reaches.
      ...rateLimitEnv('100000/60'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const listening = () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', listening);
      resolve(match[1]);
    };
    child.stdout?.on('data', listening);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  const outbox = path.join(dataDir, 'outbox');
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    dataDir,
    logs: () => output,
    mails: () =>
      existsSync(outbox) ? readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8')) : [],
    stop: async () => {
      await end('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
  };
}
