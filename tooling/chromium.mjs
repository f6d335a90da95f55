// Debian's Chromium for every browser test (Vitest browser mode, the visual run, end to end). Never downloaded.
import { existsSync } from 'node:fs';

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

/** Where Chromium is: `CHROME_PATH`, or Debian's `/usr/bin/chromium`. */
export const chromiumLocation = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium binary to launch.
 * @returns {string}
 * @throws {Error} when it is not installed.
 */
export function chromiumPath() {
  const path = chromiumLocation();
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it with "apt-get install -y chromium" or set CHROME_PATH.`);
  }
  return path;
}
