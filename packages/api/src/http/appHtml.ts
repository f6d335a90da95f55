import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the app's `index.html` carries where each HTML answer puts its Content-Security-Policy nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Where the app's build writes the HTML of the pages it prerenders, `/destinations` as `destinations.html`. */
export const PRERENDERED = 'prerendered';

/** The five characters React escapes in an attribute, as it writes them. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/**
 * The built app's HTML pages, read once: `index.html` and every prerendered page, by their path under `root`
 * (`index.html`, `prerendered/destinations.html`).
 */
export function readAppHtml(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const index = path.join(root, 'index.html');
  if (existsSync(index)) pages.set('index.html', readFileSync(index, 'utf8'));
  const prerendered = path.join(root, PRERENDERED);
  if (existsSync(prerendered)) {
    for (const file of readdirSync(prerendered).filter((name) => name.endsWith('.html'))) {
      pages.set(`${PRERENDERED}/${file}`, readFileSync(path.join(prerendered, file), 'utf8'));
    }
  }
  return pages;
}

/**
 * The CSP source of every distinct `style` attribute in `pages` (`'sha256-…'`, CSP Level 3 hash of the decoded
 * value): the prerendered markup's inline styles, which `style-src-attr 'unsafe-hashes'` then allows one by one
 * instead of allowing any inline style.
 */
export function styleAttributeHashes(pages: Iterable<string>): string[] {
  const values = new Set<string>();
  for (const html of pages) {
    for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g)) {
      values.add(value!.replace(/&amp;|&lt;|&gt;|&quot;|&#x27;/g, (entity) => ENTITIES[entity]!));
    }
  }
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`).sort();
}
