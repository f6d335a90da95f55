import { describe, expect, it } from 'vitest';
import { pageHtml, rerenderedHtml } from './pageHtml';

const TEMPLATE =
  '<html><head><title>Farewise</title><script src="/a.js"></script></head><body><div id="root"></div></body></html>';
const markup = (title: string, body: string) => `<title>${title}</title><meta name="description" content="d"/>${body}`;

describe('a page’s HTML', () => {
  it('puts the page’s head tags in the head, marked for the app to drop, and its markup in the root', () => {
    expect(pageHtml(TEMPLATE, markup('Deals', '<main>$& $1</main>'), 2026, '<link rel="preload">')).toBe(
      '<html><head><title data-prerendered>Deals</title><meta data-prerendered name="description" content="d"/>' +
        '<script src="/a.js"></script><link rel="preload"></head>' +
        '<body><div id="root" data-prerendered="2026"><main>$& $1</main></div></body></html>',
    );
  });

  it('takes a new render in place of the old, in the head and the root, with what follows it and without dropped tags', () => {
    const page = pageHtml(TEMPLATE, markup('Old', '<div><p>old</p></div>'), 2026, '<link rel="preload">');
    expect(rerenderedHtml(page, markup('New $`', '<div><p>new</p></div>'), 2027, ['<link rel="preload">'], '<i>')).toBe(
      '<html><head><title data-prerendered>New $`</title><meta data-prerendered name="description" content="d"/>' +
        '<script src="/a.js"></script></head>' +
        '<body><div id="root" data-prerendered="2027"><div><p>new</p></div></div><i></body></html>',
    );
  });

  it('refuses a page without a drawn root', () => {
    expect(() => rerenderedHtml(TEMPLATE, markup('New', ''), 2026, [], '')).toThrow(/no rendered root/);
  });
});
