import { describe, expect, it } from 'vitest';
import { startAfterPaint } from './startAfterPaint.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Farewise</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="modulepreload" crossorigin href="/assets/design-system-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/style-jkl.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('startAfterPaint', () => {
  const { html, starter } = startAfterPaint(TEMPLATE);

  it('leaves no script or preload in the head to compete with the first paint', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-jkl.css">');
    expect(html).toContain(`<script defer src="/${starter.file}"></script>`);
  });

  it('starts the same entry and preloads its chunks after the next frame', () => {
    expect(starter.file).toMatch(/^assets\/starter-[0-9a-f]{10}\.js$/);
    expect(starter.source).toContain('first-contentful-paint');
    expect(starter.source).toContain('document.fonts.ready');
    expect(starter.source).toContain('"/assets/index-abc.js"');
    expect(starter.source).toContain('["/assets/framework-def.js","/assets/design-system-ghi.js"]');
  });

  it('names the starter by its content, so a new build never meets a cached old one', () => {
    const other = startAfterPaint(TEMPLATE.replace('index-abc', 'index-xyz'));
    expect(other.starter.file).not.toBe(starter.file);
  });

  it('refuses a template without a module script', () => {
    expect(() => startAfterPaint('<html><head></head></html>')).toThrow(/no module script/);
  });
});
