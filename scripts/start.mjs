// `npm start`: install, build, then serve the app and the API on one port (default 3000; PORT changes it).
// The server migrates and seeds its database at start: PGlite under .data/ unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePnpm, installDependencies, run } from './lib/bootstrap.mjs';

ensurePnpm();
installDependencies();
run('pnpm', ['build']);

const server = spawn(process.execPath, ['--enable-source-maps', 'packages/api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...process.env,
    PORT: process.env.PORT ?? '3000',
    APP_DIST: process.env.APP_DIST ?? path.resolve('packages/app/dist'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
