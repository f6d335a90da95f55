import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { onAbort } from './abort';

const SERVER = path.resolve(import.meta.dirname, '../../dist/main.js');
/** How long the server may take to print its URL (migrations and the destination seed come first). */
const START_TIMEOUT_MS = 60_000;
/** How long `stop` waits after SIGTERM before it kills; the server forces its own exit after 10 s. */
const STOP_TIMEOUT_MS = 15_000;
/** How much of the server's output is kept for a failure's message. */
const OUTPUT_KEPT = 20_000;

/** How a process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A built server process the bench started. */
export interface ServerProcess {
  pid: number;
  /** Its port on loopback. */
  port: number;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Whether it still runs. */
  running: () => boolean;
  /** Sends `signal` to this process (by its pid), if it still runs. */
  signal: (signal: 'SIGTERM' | 'SIGKILL') => void;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s); resolves at once if it has already exited. */
  stop: () => Promise<Exit>;
  /** The last of what it printed, for a failure's message. */
  output: () => string;
}

/**
 * Starts the built server (`node packages/api/dist/main.js`) with exactly `env` (nothing inherited, so no database
 * setting of the shell leaks in) and resolves once it prints the URL it listens at.
 * @throws Error when the build is missing or the server exits or stays silent instead.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run "pnpm --filter @farewise/api build" first`);
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: 'SIGTERM' | 'SIGKILL') => {
    if (running()) child.kill(name);
  };
  const stop = async () => {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  const forget = onAbort(async () => void (await stop()));
  void exited.then(forget);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), START_TIMEOUT_MS);
    child.stdout.on('data', () => {
      const match = /running at http:\/\/[^\s:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${exit.code ?? exit.signal}) before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { pid: child.pid!, port, exited, running, signal, stop, output: () => output };
}

/**
 * Starts a server with `env`, runs `work` with it and stops it (SIGTERM), also when `work` fails: resolves with
 * what `work` resolved with and how the process exited. When `work` fails after the server exited on its own, the
 * error carries the server's output.
 */
export async function withServer<T>(
  env: Record<string, string>,
  work: (server: ServerProcess) => Promise<T>,
): Promise<{ value: T; exit: Exit }> {
  const server = await startServer(env);
  try {
    const value = await work(server);
    return { value, exit: await server.stop() };
  } catch (error) {
    if (server.running()) throw error;
    const exit = await server.exited;
    throw new Error(
      `${String(error)}\nThe server had exited (${exit.code ?? exit.signal}); its output:\n${server.output()}`,
    );
  } finally {
    await server.stop();
  }
}
