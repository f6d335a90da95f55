import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { liveRender, RENDERER_MODULE, type AnswerSources } from './livePages';

const NOW = new Date('2026-11-28T09:00:00Z');

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
const RENDERER = `export const LIVE_PAGES = { '/destinations': ['destinations'] };
export async function renderLivePage(html, url, now, answers) {
  return html + ' ' + url + ' ' + now.toISOString() + ' ' + JSON.stringify(answers);
}`;

function logged() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

const sources: AnswerSources = { destinations: () => Promise.resolve([{ id: 'lisbon' }]) };

describe('liveRender', () => {
  it('renders a live page into its prerendered HTML with the answers of its sources, at the clock’s now', async () => {
    const { logger } = logged();
    const render = liveRender(buildWith(RENDERER), sources, logger, () => NOW);
    expect(await render('/destinations', '/destinations?q=lis', '<html>')).toBe(
      `<html> /destinations?q=lis ${NOW.toISOString()} [{"endpoint":"destinations","body":[{"id":"lisbon"}]}]`,
    );
  });

  it('leaves a page that is not live, and every page of a build without a render module, to the prerendered HTML', async () => {
    const { logger, lines } = logged();
    expect(await liveRender(buildWith(RENDERER), sources, logger, () => NOW)('/hotels', '/hotels', '<html>')).toBe(
      undefined,
    );
    expect(await liveRender(buildWith(), sources, logger, () => NOW)('/destinations', '/destinations', '')).toBe(
      undefined,
    );
    expect(lines).toEqual([]);
  });

  it('logs, and leaves the page to its prerendered HTML, when an answer or the render fails', async () => {
    const { logger, lines } = logged();
    const failing: AnswerSources = { destinations: () => Promise.reject(new Error('database down')) };
    expect(await liveRender(buildWith(RENDERER), failing, logger, () => NOW)('/destinations', '/', '')).toBe(undefined);
    expect(await liveRender(buildWith(RENDERER), {}, logger, () => NOW)('/destinations', '/', '')).toBe(undefined);
    const throwing = `export const LIVE_PAGES = { '/destinations': [] };
export async function renderLivePage() { throw new Error('no root'); }`;
    expect(await liveRender(buildWith(throwing), {}, logger, () => NOW)('/destinations', '/', '')).toBe(undefined);
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual(
      Array(3).fill([40, 'a live page could not be rendered; its prerendered HTML is served']),
    );
  });

  it('logs once, and serves every page prerendered, when the render module does not load', async () => {
    const { logger, lines } = logged();
    const render = liveRender(buildWith('export const = ;'), sources, logger, () => NOW);
    expect(await render('/destinations', '/destinations', '')).toBe(undefined);
    expect(await render('/destinations', '/destinations', '')).toBe(undefined);
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [50, 'the app’s render module did not load; pages are served prerendered'],
    ]);
  });
});
