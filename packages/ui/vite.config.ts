import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// Dependencies and peers stay imports: the consumer's bundler dedupes them, and emits the font files so that
// browsers fetch only the subsets a page needs.
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/** Library mode: ESM JavaScript plus one CSS file (`farewise-ui.css`) for the published package. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'farewise-ui' },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/'),
    },
  },
});
