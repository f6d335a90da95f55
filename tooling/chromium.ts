import { existsSync } from 'node:fs';

/** Debian's Chromium, or `CHROME_PATH`; browsers are never downloaded. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it with "apt-get install -y chromium" or set CHROME_PATH.`);
  }
  return path;
}

/** Flags that keep headless Chromium quiet and deterministic on a closed network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
