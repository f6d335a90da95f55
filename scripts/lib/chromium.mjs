// Debian's Chromium for every browser test: installed when missing and we are root on Debian, never downloaded.
import { existsSync } from 'node:fs';
import { chromiumLocation } from '../../tooling/chromium.mjs';
import { run } from './bootstrap.mjs';

// Screenshots draw emoji (the footer's heart) with this font; without it they differ from the baselines.
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

export function ensureChromium() {
  const path = chromiumLocation();
  if (existsSync(path) && (process.env.CHROME_PATH || existsSync(EMOJI_FONT))) return;
  const isRoot = process.getuid?.() === 0;
  if (!process.env.CHROME_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("• Chromium or its emoji font not found: installing Debian's chromium and emoji font with apt-get");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  console.error(
    `Chromium not found at ${path}. Install it with "sudo apt-get install -y chromium fonts-noto-color-emoji", ` +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
