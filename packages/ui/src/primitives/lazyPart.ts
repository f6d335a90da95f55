/** A part of a component whose code is fetched on first use, not with the page (see `lazyPart`). */
export interface LazyPart<T> {
  /** The part, once loaded; undefined before. */
  readonly current: T | undefined;
  /** Fetches the part once, however often it is called; should the fetch fail, the next call tries again. */
  load(): Promise<T>;
}

/**
 * A part, such as a popover's panel or the toast region, that most visits never show: `importPart` (a dynamic import)
 * runs on the first `load()`, and its result is kept for every later render.
 */
export function lazyPart<T>(importPart: () => Promise<T>): LazyPart<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get current() {
      return loaded;
    },
    load() {
      loading ??= importPart().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
