// The entry: evaluates the app's code a chunk at a time, with a task boundary between each, so starting up is a few
// shorter tasks rather than one long one that would hold the main thread (and a tap) for all of it. The chunks are
// preloaded from the HTML (vite.config.ts), so the steps wait on no network.
// `scheduler.yield()` resumes ahead of other queued work, so the steps still end as soon as they can; a timer where the
// browser lacks it.
const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
const nextTask = () => (scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function load() {
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
