import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onAbort } from './abort';
import { LOOPBACK } from './loopback';

const run = promisify(execFile);
const INSTALLS = '/usr/lib/postgresql';

/** A PostgreSQL cluster of the bench's own in a temporary folder, on a free loopback port. */
export interface PostgresCluster {
  /** `postgres://` URL of its `postgres` database, user `farewise`, trusted on loopback. */
  url: string;
  /** The server's version line, such as "postgres (PostgreSQL) 15.14". */
  version: string;
  /** Whether it runs (the bench has started it and not stopped it since). */
  running: () => boolean;
  /** Stops it (fast shutdown: open sessions are ended, their transactions rolled back) and waits. */
  stop: () => Promise<void>;
  /** Starts it again and waits until it accepts connections. */
  start: () => Promise<void>;
  /** Stops it if it runs and deletes its folder. */
  remove: () => Promise<void>;
}

/** The `bin` folder of the newest PostgreSQL installed under /usr/lib/postgresql. */
function binaries(): string {
  const versions = existsSync(INSTALLS) ? readdirSync(INSTALLS).filter((name) => /^\d+$/.test(name)) : [];
  const bin = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(INSTALLS, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!bin) throw new Error(`no PostgreSQL server binaries (initdb, pg_ctl) under ${INSTALLS}`);
  return bin;
}

/** A port free on loopback now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Makes and starts a private cluster with `initdb` and `pg_ctl` (as the `postgres` user when the bench runs as
 * root, which PostgreSQL refuses to run as), so the bench can stop and start it without touching any other.
 * @throws Error when the binaries are missing or the cluster does not start.
 */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'farewise-bench-pg-'));
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir })
      : run(path.join(bin, tool), args, { cwd: dir });
  const data = path.join(dir, 'data');
  let running = false;
  const stop = async () => {
    if (!running) return;
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  const remove = async () => {
    await stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  const forget = onAbort(remove);
  try {
    if (asRoot) {
      const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
      chownSync(dir, await id('-u'), await id('-g'));
    }
    // A throwaway cluster: no fsync while initdb writes it (the server itself runs with the default, fsync on).
    await pg('initdb', ['-D', data, '-U', 'farewise', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=${LOOPBACK}`;
    const start = async () => {
      await pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    };
    await start();
    const version = (await pg('postgres', ['--version'])).stdout.trim();
    return {
      url: `postgres://farewise@${LOOPBACK}:${port}/postgres`,
      version,
      running: () => running,
      stop,
      start,
      remove: async () => {
        await remove();
        forget();
      },
    };
  } catch (error) {
    await remove();
    forget();
    throw error;
  }
}
