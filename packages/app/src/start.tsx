import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { App } from './App';
import { readAnswers } from './answersScript';
import { createAppRouter } from './router';

/**
 * Clears the root's `data-prerendered` mark once React has hydrated or replaced the prerendered HTML: until then the
 * page is drawn but does not answer clicks (the stylesheet shows a busy cursor; the end-to-end tests wait for it).
 */
function Live({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => root.removeAttribute('data-prerendered'), [root]);
  return children;
}

/**
 * Renders the app into `#root`: hydrates a page the server drew (prerendered by `scripts/prerender.mjs`, or rendered
 * at request time from the answers it hands over), or draws the page afresh.
 * Called once, by `main.tsx`.
 * @throws {Error} when the page has no `#root` element
 */
export function start() {
  // The server's Content-Security-Policy admits a <style> element only with this response's nonce: the dialogs'
  // scroll lock (react-remove-scroll) writes one, and takes its nonce from get-nonce.
  const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  if (nonce) setNonce(nonce);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <Live root={root}>
        <App router={router} initialAnswers={readAnswers(document)} />
      </Live>
    </StrictMode>
  );

  const prerenderedYear = root.getAttribute('data-prerendered');
  if (prerenderedYear === null) {
    createRoot(root).render(app);
    return;
  }
  // A prerendered page. Load the route's code first (a lazy route would otherwise suspend the first render), and
  // drop the head tags the prerender wrote, since React writes the page's own. In the year the page was rendered
  // in, React hydrates it: it keeps the drawn DOM, rendered as a transition, in slices that leave the main thread
  // free. The router renders as its server rendering did (`router.ssr`: no Suspense boundary at the root). In
  // another year the footer's copyright has changed, so React draws the page afresh over it.
  router.ssr = { manifest: undefined };
  const takeOver = () => {
    document.head.querySelectorAll('[data-prerendered]').forEach((node) => node.remove());
    startTransition(() => {
      if (prerenderedYear === String(new Date().getFullYear())) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  };
  router.load().then(takeOver, takeOver);
}
