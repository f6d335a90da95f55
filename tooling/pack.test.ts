import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Packed {
  tarball: string;
  files: string[];
  manifest: Record<string, unknown>;
}

/** Packs a workspace package as `pnpm --filter NAME pack` would publish it, and lists the tarball. */
function pack(name: string, into: string): Packed {
  execFileSync('pnpm', ['--filter', name, 'pack', '--pack-destination', into], { cwd: ROOT, stdio: 'pipe' });
  const tarball = path.join(
    into,
    readdirSync(into).find((f) => f.endsWith('.tgz') && f.includes(name.split('/')[1]!))!,
  );
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  const manifest = JSON.parse(execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  return { tarball, files, manifest };
}

let dir: string;
let ui: Packed;
let contracts: Packed;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'farewise-pack-'));
  contracts = pack('@farewise/contracts', dir);
  ui = pack('@farewise/ui', dir);
}, 30_000);
// The blank app's node_modules is thousands of files: removing them outlasts the default 10 s on a loaded machine.
afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

describe('the published @farewise/ui tarball', () => {
  it('holds the built ESM, one CSS file and the type declarations', () => {
    expect(ui.files).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/dist/index.js',
        'package/dist/farewise-ui.css',
        'package/dist/types/index.d.ts',
      ]),
    );
    expect(ui.files.filter((f) => f.endsWith('.css'))).toEqual(['package/dist/farewise-ui.css']);
  });

  it('holds no source, stories or tests', () => {
    const leaked = ui.files.filter(
      (f) => /(^package\/src\/|\.stories\.|\.test\.|\.tsx?$)/.test(f) && !f.endsWith('.d.ts'),
    );
    expect(leaked).toEqual([]);
    expect(
      ui.files.every((f) => f === 'package/package.json' || f === 'package/README.md' || f.startsWith('package/dist/')),
    ).toBe(true);
  });

  it('points its exports at dist, takes React and TanStack Query as peers and needs no router', () => {
    expect(ui.manifest.exports).toEqual({
      '.': { types: './dist/types/index.d.ts', import: './dist/index.js' },
      './style.css': './dist/farewise-ui.css',
    });
    expect(ui.manifest.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.0.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    });
    const dependencies = ui.manifest.dependencies as Record<string, string>;
    for (const peer of ['react', 'react-dom', '@tanstack/react-query']) expect(dependencies).not.toHaveProperty(peer);
    expect(Object.keys(dependencies).filter((name) => name.includes('router'))).toEqual([]);
    expect(dependencies['@farewise/contracts']).toBe('0.1.0');
  });
});

describe('the published @farewise/contracts tarball', () => {
  it('holds the built JavaScript and declarations, and exports them', () => {
    expect(contracts.files).toEqual(
      expect.arrayContaining(['package/package.json', 'package/dist/index.js', 'package/dist/index.d.ts']),
    );
    expect(contracts.files.filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
    expect(contracts.manifest.exports).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js' } });
  });
});

/** The versions the workspace itself builds and tests with, so the blank app's install finds them in the store. */
function workspaceVersions(...names: string[]): Record<string, string> {
  const { devDependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  return Object.fromEntries(names.map((name) => [name, devDependencies[name]!]));
}

/** Runs a command in `cwd`, failing with its output. */
function run(cwd: string, command: string, args: string[]) {
  execFileSync(command, args, { cwd, stdio: 'pipe' });
}

/**
 * The library as someone else's app uses it: a blank Vite + React app with no router installs the two tarballs
 * with pnpm from the local store, builds, and runs in Chromium with MSW answering the API (spec 01 §3 airport
 * search), through the library's default plain `<a>` links.
 */
describe('@farewise/ui in a blank Vite + React app without a router', () => {
  let server: PreviewServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const app = path.join(dir, 'app');
    cpSync(path.join(import.meta.dirname, 'blank-app'), app, { recursive: true });
    const contractsTarball = `file:${contracts.tarball}`;
    const manifest = {
      name: 'blank-app',
      private: true,
      type: 'module',
      dependencies: {
        '@farewise/ui': `file:${ui.tarball}`,
        ...workspaceVersions('react', 'react-dom', '@tanstack/react-query', 'msw', 'vite', '@vitejs/plugin-react'),
      },
      // The ui tarball asks for @farewise/contracts 0.1.0, which only exists as the tarball packed beside it.
      pnpm: { overrides: { '@farewise/contracts': contractsTarball } },
    };
    writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
    // Packages come from the store; only registry metadata missing from pnpm's cache is fetched.
    run(app, 'pnpm', ['install', '--prefer-offline']);
    run(app, 'pnpm', ['exec', 'msw', 'init', 'public', '--no-save']);
    run(app, 'pnpm', ['exec', 'vite', 'build', '--logLevel', 'error']);

    // The built app is static files: the workspace's Vite serves them, as any static host would.
    server = await preview({
      root: app,
      configFile: false,
      logLevel: 'silent',
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(server.resolvedUrls!.local[0]!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders FlightSearch and its fields', async () => {
    await page.getByRole('form', { name: 'Flight search' }).waitFor({ state: 'visible', timeout: 10_000 });
    for (const field of ['From', 'To', 'Flexible Dates', 'Travelers']) {
      await expect(page.getByRole('combobox', { name: field }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('button', { name: 'Find Best Prices' }).isEnabled()).resolves.toBe(true);
  });

  it('suggests the airport MSW answers while typing into From', async () => {
    await page.getByRole('combobox', { name: 'From' }).pressSequentially('Mockton');
    const option = page.getByRole('option', { name: /Mockton International Airport/ });
    await option.waitFor({ state: 'visible', timeout: 10_000 });
    await expect(option.textContent()).resolves.toContain('QMK');
  });

  it("links DestinationCard with a plain <a href> that loads the destination's page", async () => {
    const link = page.getByRole('link', { name: /Lisbon/ });
    await expect(link.evaluate((a) => [a.tagName, a.getAttribute('href')])).resolves.toEqual([
      'A',
      '/destination/lisbon',
    ]);
    await link.click();
    await page.waitForURL('**/destination/lisbon');
  });

  it('throws no error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
