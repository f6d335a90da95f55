import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The built app is served by the API on one port; in dev, /api is proxied to it.
export default defineConfig({
  plugins: [
    // Options come from tsr.config.json, shared with the CLI that regenerates the tree before typechecking.
    tanstackRouter({ autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
