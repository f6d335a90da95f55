// Shared first steps of `npm start` and `npm test` on a fresh clone: get pnpm, install the locked dependencies.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
/** The pinned pnpm version, from package.json's packageManager field. */
export const PNPM_VERSION = packageManager.replace(/^pnpm@/, '').replace(/\+.*$/, '');

function installedPnpm() {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Runs a command with inherited output; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Puts the pinned pnpm on PATH when it is missing (npm's global install; corepack's signature check fails here). */
export function ensurePnpm() {
  const found = installedPnpm();
  if (found === PNPM_VERSION) return;
  console.log(`• pnpm ${PNPM_VERSION} ${found ? `(found ${found})` : 'not found'}: installing it with npm`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
}

/** `pnpm install --frozen-lockfile`: the lockfile is the source of truth. */
export function installDependencies() {
  run('pnpm', ['install', '--frozen-lockfile'], { env: { ...process.env, CI: process.env.CI ?? '1' } });
}
