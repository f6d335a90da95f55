import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, preloadStartChunks, START_CHUNKS_META } from './startChunks';

/** A root element as `afterFirstContentfulPaint` reads it: prerendered or not. */
const root = (prerendered: boolean) => ({ hasAttribute: (name: string) => prerendered && name === 'data-prerendered' });

/** Whether `promise` has settled once pending microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

/** A PerformanceObserver stand-in that reports paint entries when `paint(name)` is called. */
function fakePaintTiming() {
  const observers: {
    callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (name: string) =>
    observers.forEach(({ callback }) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }));
  return { observers, paint };
}

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { visibilityState: 'visible' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first-contentful-paint entry on a prerendered page, then stops observing', async () => {
    const { observers, paint } = fakePaintTiming();
    const painted = afterFirstContentfulPaint(root(true) as unknown as Element);
    paint('first-paint');
    expect(await settled(painted)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(observers.map((observer) => observer.disconnected)).toEqual([true]);
  });

  it('does not wait on a page that was not prerendered: nothing is drawn until the app draws it', async () => {
    fakePaintTiming();
    expect(await settled(afterFirstContentfulPaint(root(false) as unknown as Element))).toBe(true);
    expect(await settled(afterFirstContentfulPaint(null))).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing until shown', async () => {
    fakePaintTiming();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    expect(await settled(afterFirstContentfulPaint(root(true) as unknown as Element))).toBe(true);
  });

  it('waits at most 1 s when no paint is reported', async () => {
    fakePaintTiming();
    const painted = afterFirstContentfulPaint(root(true) as unknown as Element);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('waits for the next frame where the Paint Timing API is missing', async () => {
    class NoPaintObserver {
      static supportedEntryTypes = ['resource'];
    }
    vi.stubGlobal('PerformanceObserver', NoPaintObserver);
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const painted = afterFirstContentfulPaint(root(true) as unknown as Element);
    expect(await settled(painted)).toBe(false);
    frames.forEach((frame) => frame());
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(painted)).toBe(true);
  });
});

describe('preloadStartChunks', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A document with a head and, when `content` is given, the start chunks' meta. */
  function fakeDocument(content?: string) {
    const head: Record<string, string>[] = [];
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        content !== undefined && selector === `meta[name="${START_CHUNKS_META}"]` ? { content } : null,
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => head.push(link) },
    });
    return head;
  }

  it('adds a modulepreload link for every chunk the HTML names', () => {
    const head = fakeDocument('/assets/framework-a.js /assets/routes-b.js');
    preloadStartChunks();
    expect(head).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-a.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/routes-b.js' },
    ]);
  });

  it('adds none where the HTML names none (the development server)', () => {
    const head = fakeDocument();
    preloadStartChunks();
    expect(head).toEqual([]);
  });
});
