// How a page's HTML is put together from the build's index.html and the app's markup: by the build for each page it
// prerenders (`scripts/prerender.mjs`), and by the server for a live page at each request (`renderLivePage`).

/** The `<title>`, `<meta>` and `<link>` tags React renders first in a page's markup, to go in the head. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** The head tags a page's HTML holds from its markup (see {@link pageHtml}). */
const PAGE_HEAD = /(?:<title data-prerendered>[^<]*<\/title>|<(?:meta|link) data-prerendered [^>]*\/>)+/;

/** Where the app's markup starts in a page's HTML. */
const ROOT_START = /<div id="root" data-prerendered="\d+">/;

/**
 * The head tags at the start of `markup`, marked `data-prerendered` for the app to drop when it renders its own, and
 * the markup after them.
 */
function hoist(markup: string): { head: string; body: string } {
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  return { head: hoisted.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered'), body: markup.slice(hoisted.length) };
}

/** The root element holding `body`, its `data-prerendered` the year the page was rendered in. */
const root = (body: string, year: number) => `<div id="root" data-prerendered="${year}">${body}</div>`;

/**
 * The build's index.html (`template`) with the page's markup in #root and the `<title>`, `<meta>` and `<link>` tags
 * it renders (React puts them first) in the head instead of the shell's bare title, marked `data-prerendered` for the
 * app to drop when it renders its own, and the head ending with `preloads`, which stay. The root's
 * `data-prerendered` holds the year the page was rendered in, the one thing of the date the page may show (the
 * footer's copyright), so the app hydrates it only in that year.
 */
export function pageHtml(template: string, markup: string, year: number, preloads: string): string {
  const { head, body } = hoist(markup);
  // Replacements as functions: a `$` in the markup is text, not a replacement pattern.
  const titled = head ? template.replace(/<title>[^<]*<\/title>/, () => head) : template;
  return titled.replace('</head>', () => `${preloads}</head>`).replace('<div id="root"></div>', () => root(body, year));
}

/**
 * `page`, a page's HTML from {@link pageHtml}, with `markup` (rendered in `year`) in place of its own, in the head and
 * in #root, without the tags of `dropped`, and with `after` (the answers the markup was drawn from) after the root.
 * @throws {Error} when `page` has no rendered root
 */
export function rerenderedHtml(page: string, markup: string, year: number, dropped: string[], after: string): string {
  const start = ROOT_START.exec(page);
  const end = page.lastIndexOf('</div>', page.indexOf('</body>'));
  if (!start || end < start.index) throw new Error('The page has no rendered root to render into');
  const { head, body } = hoist(markup);
  const withHead = page.slice(0, start.index).replace(PAGE_HEAD, () => head);
  const before = dropped.reduce((html, tag) => html.replace(tag, ''), withHead);
  return `${before}${root(body, year)}${after}${page.slice(end + '</div>'.length)}`;
}
