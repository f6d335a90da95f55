// The visual-regression run: serves storybook-static/ on a free loopback port and runs @storybook/test-runner
// over it. `--update` (or UPDATE_SNAPSHOTS=1) rewrites the baselines under stories/__screenshots__/; story paths narrow it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import httpServer from 'http-server';

// STORYBOOK_STATIC points the run at another build (side-by-side builds must not share one folder).
const root = path.resolve(process.env.STORYBOOK_STATIC ?? 'storybook-static');
if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`${root} is missing: run "pnpm build:storybook" first.`);
  process.exit(1);
}

const update = process.argv.includes('--update') || process.env.UPDATE_SNAPSHOTS === '1';
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = httpServer.createServer({ root, cache: -1, silent: true });
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

// Any other arguments (story file paths or patterns) narrow the run.
const filters = process.argv.slice(2).filter((arg) => arg !== '--update');
// Three workers on two cores: each spends part of every story waiting for frames to settle, fonts and images,
// and a third fills those waits (263–264 s against 291–306 s for every story, runs alternated on one machine).
const args = ['test-storybook', ...filters, '--url', `http://127.0.0.1:${port}`, '--maxWorkers=3', '--ci'];
// .storybook/baseline.ts reads UPDATE_SNAPSHOTS.
const env = { ...process.env, UPDATE_SNAPSHOTS: update ? '1' : '' };
const runner = spawn('pnpm', ['exec', ...args], { stdio: 'inherit', env });
const code = await new Promise((resolve) => runner.on('exit', (exitCode) => resolve(exitCode ?? 1)));
server.close();
process.exit(code);
