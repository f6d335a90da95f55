import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Packs a workspace package as `pnpm --filter NAME pack` would publish it and lists the tarball. */
function pack(name: string, into: string): { files: string[]; manifest: Record<string, unknown> } {
  execFileSync('pnpm', ['--filter', name, 'pack', '--pack-destination', into], { cwd: ROOT, stdio: 'pipe' });
  const tarball = path.join(
    into,
    readdirSync(into).find((f) => f.endsWith('.tgz') && f.includes(name.split('/')[1]!))!,
  );
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  const manifest = JSON.parse(execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  return { files, manifest };
}

describe('the published @farewise/ui tarball', () => {
  let dir: string;
  let ui: ReturnType<typeof pack>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'farewise-pack-'));
    ui = pack('@farewise/ui', dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

  it('points its exports at dist and declares react as a peer', () => {
    expect(ui.manifest.exports).toEqual({
      '.': { types: './dist/types/index.d.ts', import: './dist/index.js' },
      './style.css': './dist/farewise-ui.css',
    });
    expect(ui.manifest.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
    expect(ui.manifest.dependencies).not.toHaveProperty('react');
    expect((ui.manifest.dependencies as Record<string, string>)['@farewise/contracts']).toBe('0.1.0');
  });
});
