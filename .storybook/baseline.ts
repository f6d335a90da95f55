import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Where the committed baselines live, one PNG per story, theme and (for screens) width. */
export const SNAPSHOT_DIR = path.join(process.cwd(), 'stories', '__screenshots__');

/**
 * Pixels allowed to differ at all (`threshold: 0` below: any colour change counts). 100 is 0.01 % of the
 * 1280 × 800 page the shots used to be: a 12-pixel focus-ring antialias passes, any visible change fails.
 */
const ALLOWED_DIFFERENT_PIXELS = 100;

/** `UPDATE_SNAPSHOTS=1` (the visual run's `--update`) rewrites baselines instead of comparing with them. */
const updating = () => process.env.UPDATE_SNAPSHOTS === '1';

function writeOutput(folder: string, identifier: string, png: Buffer) {
  const directory = path.join(SNAPSHOT_DIR, folder);
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${identifier}.png`);
  writeFileSync(file, png);
  return path.relative(process.cwd(), file);
}

/**
 * Compares a screenshot with its committed baseline `stories/__screenshots__/<identifier>.png`.
 *
 * Chromium encodes the same pixels to the same bytes, so a shot equal to its baseline byte for byte matches at once;
 * only a shot that differs is decoded and diffed pixel by pixel with pixelmatch. On a mismatch the new shot goes to
 * `__received_output__/` and a diff image (changed pixels in red) to `__diff_output__/`, both git-ignored. With
 * `--update`, a missing or mismatching baseline is rewritten instead; one within the tolerance is left alone.
 *
 * @param image the PNG Playwright took.
 * @param identifier `<story id>--<theme>[--phone]`.
 * @throws {Error} when the baseline is missing (outside `--update`), differs in size, or more than 100 pixels differ.
 */
export function expectBaseline(image: Buffer, identifier: string) {
  const file = path.join(SNAPSHOT_DIR, `${identifier}.png`);
  const baseline = existsSync(file) ? readFileSync(file) : undefined;
  if (baseline?.equals(image)) return;
  const mismatch = baseline ? compare(baseline, image, identifier) : `no baseline ${identifier}.png`;
  if (!mismatch) return;
  if (updating()) {
    writeFileSync(file, image);
    return;
  }
  const received = writeOutput('__received_output__', identifier, image);
  throw new Error(
    `${mismatch}. The new shot is ${received}; if the change is intended, run "pnpm test:visual --update".`,
  );
}

/** Why `image` does not match `baseline` (writing the diff image), or undefined when it does. */
function compare(baseline: Buffer, image: Buffer, identifier: string) {
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(image);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return `${identifier}: the shot is ${actual.width} × ${actual.height} px, the baseline ${expected.width} × ${expected.height} px`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0 });
  if (different <= ALLOWED_DIFFERENT_PIXELS) return undefined;
  const diffFile = writeOutput('__diff_output__', identifier, PNG.sync.write(diff));
  return `${identifier}: ${different} pixels differ from the baseline (at most ${ALLOWED_DIFFERENT_PIXELS} may; diff in ${diffFile})`;
}
