import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { App } from './App';
import { createAppRouter } from './router';

// The server's Content-Security-Policy admits a <style> element only with this response's nonce: the dialogs' scroll
// lock (react-remove-scroll) writes one, and takes its nonce from get-nonce.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const router = createAppRouter();

/**
 * Clears the root's `data-prerendered` mark once React has replaced the prerendered HTML: until then the page is
 * drawn but does not answer clicks (the stylesheet shows a busy cursor; the end-to-end tests wait for it).
 */
function Live({ children }: { children: ReactNode }) {
  useLayoutEffect(() => root?.removeAttribute('data-prerendered'), []);
  return children;
}

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Live>
        <App router={router} />
      </Live>
    </StrictMode>,
  );

if (root.hasAttribute('data-prerendered')) {
  // A prerendered page (scripts/prerender.mjs): React's first render replaces its HTML with the same markup, so load
  // the route's code first (a lazy route would otherwise blank the page while it loads), and drop the head tags the
  // prerender wrote, since React writes the page's own. The page is already on screen, so React renders it as a
  // transition: in slices that leave the main thread free.
  const takeOver = () => {
    document.head.querySelectorAll('[data-prerendered]').forEach((node) => node.remove());
    startTransition(render);
  };
  router.load().then(takeOver, takeOver);
} else {
  render();
}
