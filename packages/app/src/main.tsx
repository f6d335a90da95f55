// The entry: once the prerendered page has painted its first content, fetches the app's chunks all at once, then
// evaluates them a chunk at a time, with a task boundary between each, so starting up is a few shorter tasks rather
// than one long one that would hold the main thread (and a tap) for all of it. Fetching only after the first paint
// leaves a slow connection to the stylesheet and the font until then: the page is drawn before the scripts can add
// anything.
import { afterFirstContentfulPaint, preloadStartChunks } from './startChunks';

// `scheduler.yield()` resumes ahead of other queued work, so the steps still end as soon as they can; a timer where the
// browser lacks it.
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
const nextTask = () => (scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function load() {
  await afterFirstContentfulPaint(document.getElementById('root'));
  preloadStartChunks();
  await import('react-dom/client');
  await nextTask();
  await import('@farewise/contracts');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  start();
}

// Should a chunk fail to load, the prerendered page stays usable as plain HTML (its links load pages in full), not
// marked busy for good.
load().catch((error: unknown) => {
  document.getElementById('root')?.removeAttribute('data-prerendered');
  console.error('Farewise could not start', error);
});
