import path from 'node:path';
import { waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

const SNAPSHOT_DIR = path.join(process.cwd(), 'stories', '__screenshots__');
const THEMES = ['light', 'dark'] as const;

/**
 * After each story's play function, one full-page screenshot per theme, compared with the committed baseline.
 * Pixel colours must match exactly (no per-pixel tolerance) on all but 0.01 % of pixels: any change fails.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async postVisit(page, context) {
    await waitForPageReady(page);
    for (const theme of THEMES) {
      await page.evaluate((name) => {
        document.documentElement.dataset.theme = name;
      }, theme);
      const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: SNAPSHOT_DIR,
        customSnapshotIdentifier: `${context.id}--${theme}`,
        customDiffConfig: { threshold: 0 },
        failureThreshold: 0.0001,
        failureThresholdType: 'percent',
        storeReceivedOnFailure: true,
      });
    }
  },
};

export default config;
