import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumPath, chromiumArgs } from './tooling/chromium.mjs';

/** Each browser project gets its own browser object (a shared one makes projects run under the wrong name). */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 800 },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'packages/app/src/content/**/*.test.ts',
            'packages/app/src/*.test.ts',
            'stories/fixtures/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: { name: 'ui', include: ['packages/ui/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['packages/api/src/**/*.test.ts'],
          // Every suite's PGlite starts as a copy of one migrated cluster, and the suites share each worker's module
          // cache (they restore the timers they fake and stub nothing else): 128 s → 45 s on two cores.
          globalSetup: ['packages/api/src/testing/pgliteTemplate.ts'],
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
        // Found by Vite only mid-run otherwise, which reloads the page under a running test.
        optimizeDeps: {
          include: [
            '@farewise/ui > @vanilla-extract/recipes/createRuntimeFn',
            '@farewise/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
            'msw',
            'msw/browser',
            '@farewise/ui > lucide-react',
            '@farewise/ui > radix-ui',
            '@farewise/ui > recharts',
            '@farewise/ui > downshift',
            '@farewise/ui > use-debounce',
          ],
        },
        test: { name: 'storybook', browser: chromiumBrowser(), testTimeout: 30_000 },
      },
      {
        test: { name: 'package', include: ['tooling/pack.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
});
