// The entry: evaluates the app's code a chunk at a time, with a task boundary between each, so starting up is a few
// shorter tasks rather than one long one that would hold the main thread (and a tap) for all of it. The chunks are
// preloaded from the HTML (vite.config.ts), so the steps wait on no network.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function load() {
  await import('react-dom/client');
  await nextTask();
  await import('@farewise/contracts');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  start();
}

void load();
