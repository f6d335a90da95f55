import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { START_CHUNKS_META } from './src/startChunks.ts';

/**
 * Preloads the one variable font's Latin subset from the HTML, so the browser fetches it beside the stylesheet
 * rather than after it (the text otherwise paints twice: in the fallback font, then in Inter).
 */
function preloadFont(): Plugin {
  return {
    name: 'farewise:preload-font',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const font = Object.keys(bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) return [];
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Names in the HTML the chunks the entry loads step by step (`main.tsx`) and what they import, so that the entry
 * can preload them all at once, in parallel rather than one step after another. Not as `<link rel="modulepreload">`:
 * the browser would fetch them while the first paint still waits on the stylesheet and the font, on a slow
 * connection sharing the bandwidth with them, and the page paints nothing the scripts draw.
 */
function nameStartChunks(): Plugin {
  return {
    name: 'farewise:name-start-chunks',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        if (!bundle) return [];
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
        if (entry?.type !== 'chunk') return [];
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        entry.dynamicImports.forEach(add);
        [entry.fileName, ...entry.imports].forEach((file) => files.delete(file));
        const content = [...files].map((file) => `/${file}`).join(' ');
        return [{ tag: 'meta', attrs: { name: START_CHUNKS_META, content }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The `design-system` chunk: the design system's shared layers, the core of its data layer (the client, the provider
 * and query client, the query hook, the session and status queries the shell makes, and the toasts of the header's
 * Log Out) and the headless libraries under them. The other queries, the icons and the primitives below go with the
 * pages that use them, the popover's panel (with the positioning library, the focus trap and the scroll lock) with
 * its first use, and the toast region (Radix Toast) with the first toast: the simplest pages' initial JavaScript is
 * 35 KB smaller (gzip) than with all of them shared, and 8 KB smaller again without the toast region.
 */
const DESIGN_SYSTEM =
  /[\\/]ui[\\/]src[\\/]((primitives|layout|format|theme|storage|clock)[\\/]|api[\\/](FarewiseProvider|client|queryClient|useApiQuery|useAccount|useStatus|useMutationToast|mutationToast)(?=[.\\/]))|[\\/]node_modules[\\/](@radix-ui|tslib|use-sync-external-store|@vanilla-extract)[\\/]/;
/**
 * Primitives, and their Radix parts, that only some pages use (a select, radio tiles, a slider, tabs, a dialog…), the
 * popover's panel, loaded when a popover is first used, and the toast region, loaded with the first toast.
 */
const SOME_PAGES_ONLY =
  /[\\/](react-(popover|popper|arrow|use-rect|dialog|focus-scope|focus-guards|slider|accordion|tabs|tooltip|progress|checkbox|switch|collapsible|select|radio-group|roving-focus|toast|collection|dismissable-layer|portal|presence|visually-hidden)[\\/]|primitives[\\/]((Dialog|Slider|Accordion|Tabs|Tooltip|Progress|Checkbox|CheckboxGroup|Switch|Select|SegmentedControl|RadioTiles)[\\/]|Popover[\\/]Popover(Panel|\.css)\.|Toast[\\/]ToastRegion\.)|@radix-ui[\\/]rect[\\/])/;

// The built app is served by the API on one port; in dev, /api is proxied to it.
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    // Options come from tsr.config.json, shared with the CLI that regenerates the tree before typechecking.
    tanstackRouter({ autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    preloadFont(),
    nameStartChunks(),
    // Brotli and gzip copies of every text asset, served as they are by the API: no compression work per request.
    // Not of the HTML, which the server answers with a nonce of its own each time. Not in the development build
    // (e2e's hydration check), where compressing the unminified code was half of the build's time, nor of the
    // prerender's server bundle, which no browser loads.
    mode === 'production' &&
      !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 1024,
        exclude: [/\.html$/],
        logLevel: 'silent',
      }),
  ],
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // All the CSS is 10 KB compressed: one stylesheet beats a render-blocking request per component.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper, which the entry's steps and every lazy import call: alone, since in a chunk the
            // entry imports statically (the shared one, once the popover loads its panel lazily) it would make the entry
            // load and run that chunk, and all it imports, before its first step.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
            // React, the router and the query cache: needed by every page and changed rarely, so one cached chunk.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][\w-]+)[\\/]/,
              priority: 20,
            },
            // Zod and the contracts' schemas: `main.tsx` evaluates them as a step of their own.
            {
              name: 'contracts',
              test: /[\\/](contracts[\\/]src|node_modules[\\/]zod)[\\/]/,
              priority: 15,
            },
            // Radix's layering parts (collection, portal, presence…): in one chunk that only the pages and lazy parts
            // using them load (a select, a dialog, the toast region), not four that each such page asks for apiece.
            {
              name: 'radix-layers',
              test: /[\\/]react-(collection|dismissable-layer|portal|presence)[\\/]/,
              priority: 9,
            },
            // The design system's primitives, layout and data layer's core with the headless libraries under them:
            // shared by every page and each only a few hundred bytes, so as separate chunks they cost a request apiece.
            // Not what only some pages use (see DESIGN_SYSTEM): it goes with those pages.
            {
              name: 'design-system',
              test: (id: string) => DESIGN_SYSTEM.test(id) && !SOME_PAGES_ONLY.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
