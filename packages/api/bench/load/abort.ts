const undos = new Set<() => Promise<void>>();
let listening = false;

/** Undoes what is still registered (stops the bench's processes, removes its folders), then exits with `code`. */
async function abort(code: number): Promise<void> {
  await Promise.allSettled([...undos].map((undo) => undo()));
  process.exit(code);
}

/**
 * Registers `undo` to run if the bench is interrupted (Ctrl-C, exit 130) or fails with an error nothing caught
 * (printed, exit 1) before the returned function is called, which unregisters it. The normal way out is each
 * owner's own `try`/`finally`.
 */
export function onAbort(undo: () => Promise<void>): () => void {
  if (!listening) {
    process.once('SIGINT', () => void abort(130));
    process.once('uncaughtException', (error) => {
      console.error(error);
      void abort(1);
    });
  }
  listening = true;
  undos.add(undo);
  return () => undos.delete(undo);
}
