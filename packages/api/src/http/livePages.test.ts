import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import pino from 'pino';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { liveRender, RENDERER_MODULE, type AnswerSources } from './livePages';

const NOW = new Date('2026-11-28T09:00:00Z');
/** A request, as far as the sources below read one: its visitor. */
const ctx = { state: { visitor: 'guest' } } as unknown as Context;

/** A build folder whose render module is `source` (none when undefined). */
function buildWith(source?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'farewise-live-'));
  if (source !== undefined) {
    mkdirSync(path.join(root, path.dirname(RENDERER_MODULE)));
    writeFileSync(path.join(root, RENDERER_MODULE), source);
  }
  return root;
}

/** A render module drawing /destinations from the destinations' answer, and naming what it was given. */
const RENDERER = `export const LIVE_PAGES = { '/destinations': ['destinations', 'aiRecommendations'] };
export async function renderLivePage(html, url, now, answers) {
  return html + ' ' + url + ' ' + now.toISOString() + ' ' + JSON.stringify(answers);
}`;

function logged() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

const sources: AnswerSources = {
  destinations: () => Promise.resolve({ body: [{ id: 'lisbon' }] }),
  aiRecommendations: (request) =>
    Promise.resolve({ params: { userId: request.state.visitor }, body: [], perVisitor: true }),
};

describe('liveRender', () => {
  it('renders a client at most its limit of live pages in the window, then leaves it the prerendered page', async () => {
    const { logger } = logged();
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 });
    const render = liveRender(buildWith(RENDERER), sources, logger, () => NOW, limiter);
    const from = (ip: string) => ({ ...ctx, ip }) as unknown as Context;
    // A page that is not live counts for nothing.
    expect(await render(from('203.0.113.7'), '/hotels', '/hotels', '')).toBe(undefined);
    expect(await render(from('203.0.113.7'), '/destinations', '/destinations', '')).toBeDefined();
    expect(await render(from('203.0.113.7'), '/destinations', '/destinations', '')).toBeDefined();
    expect(await render(from('203.0.113.7'), '/destinations', '/destinations', '')).toBe(undefined);
    // Another client has a limit of its own.
    expect(await render(from('198.51.100.2'), '/destinations', '/destinations', '')).toBeDefined();
  });

  it('renders a live page into its prerendered HTML with the answers of its sources, at the clock’s now', async () => {
    const { logger } = logged();
    const render = liveRender(buildWith(RENDERER), sources, logger, () => NOW);
    expect(await render(ctx, '/destinations', '/destinations?q=lis', '<html>')).toEqual({
      html:
        `<html> /destinations?q=lis ${NOW.toISOString()} ` +
        '[{"endpoint":"destinations","body":[{"id":"lisbon"}]},' +
        '{"endpoint":"aiRecommendations","params":{"userId":"guest"},"body":[]}]',
      // One answer is the visitor's own, so the page is theirs.
      perVisitor: true,
    });
    const shared = liveRender(
      buildWith(RENDERER),
      { ...sources, aiRecommendations: sources.destinations },
      logger,
      () => NOW,
    );
    expect((await shared(ctx, '/destinations', '/destinations', ''))?.perVisitor).toBe(false);
  });

  it('leaves a page that is not live, and every page of a build without a render module, to the prerendered HTML', async () => {
    const { logger, lines } = logged();
    expect(await liveRender(buildWith(RENDERER), sources, logger, () => NOW)(ctx, '/hotels', '/hotels', '<html>')).toBe(
      undefined,
    );
    expect(await liveRender(buildWith(), sources, logger, () => NOW)(ctx, '/destinations', '/destinations', '')).toBe(
      undefined,
    );
    expect(lines).toEqual([]);
  });

  it('logs, and leaves the page to its prerendered HTML, when an answer or the render fails', async () => {
    const { logger, lines } = logged();
    const failing: AnswerSources = { ...sources, destinations: () => Promise.reject(new Error('database down')) };
    expect(await liveRender(buildWith(RENDERER), failing, logger, () => NOW)(ctx, '/destinations', '/', '')).toBe(
      undefined,
    );
    expect(await liveRender(buildWith(RENDERER), {}, logger, () => NOW)(ctx, '/destinations', '/', '')).toBe(undefined);
    const throwing = `export const LIVE_PAGES = { '/destinations': [] };
export async function renderLivePage() { throw new Error('no root'); }`;
    expect(await liveRender(buildWith(throwing), {}, logger, () => NOW)(ctx, '/destinations', '/', '')).toBe(undefined);
    // A module from another build, without the table of live pages.
    const tableless = 'export async function renderLivePage() { return "drawn"; }';
    expect(await liveRender(buildWith(tableless), {}, logger, () => NOW)(ctx, '/hotels', '/', '')).toBe(undefined);
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual(
      Array(4).fill([40, 'a live page could not be rendered; its prerendered HTML is served']),
    );
  });

  it('logs once, and serves every page prerendered, when the render module does not load', async () => {
    const { logger, lines } = logged();
    const render = liveRender(buildWith('export const = ;'), sources, logger, () => NOW);
    expect(await render(ctx, '/destinations', '/destinations', '')).toBe(undefined);
    expect(await render(ctx, '/destinations', '/destinations', '')).toBe(undefined);
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [50, 'the app’s render module did not load; pages are served prerendered'],
    ]);
  });
});
