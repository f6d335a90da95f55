import path from 'node:path';
import { waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

const SNAPSHOT_DIR = path.join(process.cwd(), 'stories', '__screenshots__');
const THEMES = ['light', 'dark'] as const;

/**
 * After each story's play function, one full-page screenshot per theme, compared with the committed baseline.
 * The threshold is tight (0.01 % of pixels, per-pixel colour distance 0.01): any visible change fails.
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
        customDiffConfig: { threshold: 0.01 },
        failureThreshold: 0.0001,
        failureThresholdType: 'percent',
        storeReceivedOnFailure: true,
      });
    }
  },
};

export default config;
