// What the browser benchmarks (`lighthouse.ts`, `hydration.ts`) share: their command-line options, and the builds
// they measure.
import { startApp, type RunningApp } from '../e2e/harness';

/** The value of `--name=value` on the command line, or `undefined`. */
export const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** A build of the app, served by its own server on loopback. */
export interface Build {
  name: string;
  app: RunningApp;
}

/**
 * This build, and with `--baseline=DIR` also another build of the app (its `dist`, say one built in a git worktree),
 * first: a benchmark measures them in turn, run by run, so that both face the same machine at the same time.
 */
export async function startBuilds(): Promise<Build[]> {
  const baseline = option('baseline');
  const builds: Build[] = [];
  if (baseline) builds.push({ name: 'baseline', app: await startApp({ APP_DIST: baseline }) });
  builds.push({ name: 'this build', app: await startApp() });
  return builds;
}

/** Stops every build's server. */
export async function stopBuilds(builds: readonly Build[]): Promise<void> {
  for (const { app } of builds) await app.stop();
}

/**
 * Measures every build `runs` times, the builds taking turns run by run so that each faces the machine as the other
 * does; the measurements by build, in the order of `builds`.
 */
export async function measureInTurn<T>(
  builds: readonly Build[],
  runs: number,
  measure: (build: Build) => Promise<T>,
): Promise<T[][]> {
  const measured = builds.map((): T[] => []);
  for (let run = 0; run < runs; run++) {
    for (const [index, build] of builds.entries()) measured[index]!.push(await measure(build));
  }
  return measured;
}
