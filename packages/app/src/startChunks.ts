/**
 * The `<meta>` of the built HTML whose content lists, space-separated, the chunks a page starts with: those the entry
 * loads step by step, and on a prerendered page its route's (`scripts/prerender.mjs`).
 */
export const START_CHUNKS_META = 'farewise-start-chunks';

/**
 * Preloads (`<link rel="modulepreload">`) every chunk the HTML's {@link START_CHUNKS_META} names, so they download in
 * parallel while the entry evaluates them one step at a time. Does nothing where the HTML names none (development).
 */
export function preloadStartChunks(): void {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${START_CHUNKS_META}"]`)?.content ?? '';
  for (const href of content.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** The longest the entry waits for the first contentful paint, in milliseconds, should the browser report none. */
const FIRST_PAINT_CAP_MS = 1000;

/**
 * Resolves once the browser has painted the prerendered page's first content (the `first-contentful-paint` entry
 * of the Paint Timing API; the task after the next frame where that API is missing), or after
 * {@link FIRST_PAINT_CAP_MS}. At once where there is nothing to wait for: a page that was not prerendered (`root`
 * without `data-prerendered`, drawn only by the app), or a hidden tab, which paints nothing until shown.
 */
export function afterFirstContentfulPaint(root: Element | null): Promise<void> {
  if (!root?.hasAttribute('data-prerendered') || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(done, FIRST_PAINT_CAP_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}
