// A prerendered page paints from its HTML and stylesheet alone, so its scripts need not compete with them for the
// network. This moves the app's module script and its `modulepreload` links out of a page's head into a small
// deferred script that adds them once the page has painted.
import { createHash } from 'node:crypto';

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Longest the starter waits for the first paint and the font, in ms (a tab opened in the background paints none). */
const START_BY_MS = 3000;

/**
 * The source of the script that starts the app once the page has painted its text in its font: after the first
 * contentful paint and the font's load, a frame's callback runs just before the next paint and a task queued from it
 * runs after. It then adds the preload links and the entry, as the head had them, so the chunks load in parallel.
 * @param {string} entry the entry module's URL
 * @param {string[]} preloads the URLs of the chunks the entry imports
 */
function starterSource(entry, preloads) {
  const urls = JSON.stringify(preloads);
  return `// Starts the app once the prerendered page has painted its text in its font.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${urls}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  var painted = new Promise(function (resolve) {
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch (error) {
      resolve();
    }
  });
  Promise.all([painted, document.fonts && document.fonts.ready]).then(function () {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
  });
  setTimeout(start, ${START_BY_MS});
})();
`;
}

/**
 * The built `index.html` for prerendered pages: its module script and preload links replaced by one deferred classic
 * script (allowed by the CSP's `script-src 'self'`, where an inline script is not), and that script's file.
 * @param {string} template the built `index.html`
 * @returns {{ html: string, starter: { file: string, source: string } }} the page template, and the starter's path
 *   under the build folder (content-hashed, as every asset, since the server caches `/assets/` immutably) and source
 * @throws {Error} when the template has no module script, which would leave the pages without their app
 */
export function startAfterPaint(template) {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script to start after the first paint');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const source = starterSource(entry, preloads);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const file = `assets/starter-${hash}.js`;
  const html = template
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `  <script defer src="/${file}"></script>\n  </head>`);
  return { html, starter: { file, source } };
}
