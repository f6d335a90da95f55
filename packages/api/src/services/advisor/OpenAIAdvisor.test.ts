import OpenAI from 'openai';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmartQueryResponse } from '@farewise/contracts';
import { ungroundedFigures } from '../../domain/advisor/grounding';
import { startFakeOpenAI, sourcesGiven, type FakeOpenAI, type FakeTurn } from '../../testing/fakeOpenAI';
import type { Advisor } from './Advisor';
import type { ToolBox } from './advisorTools';
import { OpenAIAdvisor } from './OpenAIAdvisor';

const OFFLINE: SmartQueryResponse = {
  response: 'The offline answer: the lowest fare is $380 [1].',
  sources: [{ id: 1, kind: 'fare', label: 'Lowest fare', value: '$380', href: '/?origin=NYC&destination=CDG' }],
};

const HREF = '/?origin=NYC&destination=CDG';

/** One tool, as the real ones answer: its figures as sources numbered in the ledger. */
const tools: ToolBox = {
  definitions: [
    {
      type: 'function',
      function: { name: 'search_flights', parameters: { type: 'object', properties: {} } },
    },
  ],
  call: vi.fn<ToolBox['call']>(async (_name, _args, ledger) => ({
    sources: ledger
      .cite([
        { kind: 'fare', label: 'Lowest fare New York → Paris today, per person', value: '$412', href: HREF },
        { kind: 'best-month', label: 'Best month to fly New York → Paris', value: 'June 2026', href: HREF },
      ])
      .map(({ id, label, value }) => ({ cite: `[${id}]`, label, value })),
  })),
};

/** A tool call first, then the answer `write` makes from the sources the tool returned. */
const afterLookup =
  (write: (sources: { cite: string; value: string }[]) => string[]) =>
  (request: Parameters<Parameters<typeof startFakeOpenAI>[0]>[0], n: number): FakeTurn =>
    n === 0
      ? { toolCalls: [{ name: 'search_flights', arguments: { origin: 'NYC', destination: 'CDG' } }] }
      : { content: write(sourcesGiven(request)) };

let fake: FakeOpenAI | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  vi.clearAllMocks();
});

async function setUp(script: Parameters<typeof startFakeOpenAI>[0], deadlineMs = 5_000) {
  fake = await startFakeOpenAI(script);
  const warnings: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
  const fallback: Advisor = {
    answer: vi.fn<Advisor['answer']>(async (_request, options) => {
      options?.onDelta?.(OFFLINE.response);
      return OFFLINE;
    }),
  };
  const advisor = new OpenAIAdvisor({
    client: new OpenAI({ apiKey: 'test-key', baseURL: fake.baseUrl, maxRetries: 0 }),
    model: 'fake-model',
    tools,
    fallback,
    logger,
    now: () => new Date('2026-03-15T09:30:00Z'),
    deadlineMs,
  });
  const deltas: string[] = [];
  const ask = (query = 'When is it cheapest to fly to Paris?') =>
    advisor.answer({ query, userContext: { travelers: 2 } }, { onDelta: (text) => deltas.push(text) });
  return { ask, deltas, warnings, fallback };
}

describe('OpenAIAdvisor', () => {
  it('streams a grounded answer written from the tools’ sources, and answers it with them', async () => {
    const { ask, deltas, warnings, fallback } = await setUp(
      afterLookup(([fare, month]) => [
        "Today's lowest fare is ",
        `${fare!.value} ${fare!.cite}`,
        `; ${month!.value.split(' ')[0]} is the cheapest month ${month!.cite}.`,
      ]),
    );
    const answer = await ask();
    expect(answer.response).toBe("Today's lowest fare is $412 [1]; June is the cheapest month [2].");
    expect(answer.sources.map(({ id, kind, value }) => [id, kind, value])).toEqual([
      [1, 'fare', '$412'],
      [2, 'best-month', 'June 2026'],
    ]);
    expect(ungroundedFigures(answer.response, answer.sources)).toEqual([]);
    expect(deltas.join('')).toBe(answer.response);
    expect(deltas.length).toBeGreaterThan(1);
    expect(fallback.answer).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
    // The tool got the streamed arguments whole, and the model its result under the call's id.
    expect(tools.call).toHaveBeenCalledWith(
      'search_flights',
      '{"origin":"NYC","destination":"CDG"}',
      expect.anything(),
    );
    const [first, second] = fake!.requests;
    expect(first!.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('2 travelers') });
    expect(first!.tools?.map((t) => t.type === 'function' && t.function.name)).toEqual(['search_flights']);
    expect(second!.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_0_0' });
  });

  it('serves the offline answer, and logs why, when the model states a figure no source has', async () => {
    const { ask, deltas, warnings, fallback } = await setUp(
      afterLookup(([fare]) => [`Fares start at ${fare!.value} ${fare!.cite}, `, 'and drop to $99 in May [1].']),
    );
    expect(await ask()).toEqual(OFFLINE);
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, model: 'fake-model', reason: 'ungrounded', ungrounded: ['$99', 'May'] }),
    ]);
    // The model's draft was streamed already: the answer event replaces it, so the offline text is not streamed too.
    expect(deltas.join('')).toBe('Fares start at $412 [1], and drop to $99 in May [1].');
    expect(vi.mocked(fallback.answer).mock.calls[0]![1]?.onDelta).toBeUndefined();
  });

  it('serves the offline answer when the model cites a source there is not', async () => {
    const { ask, warnings } = await setUp(afterLookup(([fare]) => [`From ${fare!.value} [3].`]));
    expect(await ask()).toEqual(OFFLINE);
    expect(warnings[0]).toMatchObject({ reason: 'ungrounded', ungrounded: [], dangling: [3] });
  });

  it('serves the offline answer, streamed, when the model endpoint answers 500', async () => {
    const { ask, deltas, warnings } = await setUp(() => ({ status: 500 }));
    expect(await ask()).toEqual(OFFLINE);
    expect(deltas).toEqual([OFFLINE.response]);
    expect(warnings[0]).toMatchObject({ reason: 'model failed', err: expect.objectContaining({ status: 500 }) });
  });

  it('serves the offline answer when the model does not answer in time', async () => {
    const { ask, warnings } = await setUp(() => ({ hang: true }), 300);
    const started = Date.now();
    expect(await ask()).toEqual(OFFLINE);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warnings[0]).toMatchObject({ reason: 'no answer within 300 ms' });
  });

  it('serves the offline answer when the model keeps asking for tools', async () => {
    const { ask, warnings } = await setUp(() => ({
      toolCalls: [{ name: 'search_flights', arguments: { origin: 'NYC', destination: 'CDG' } }],
    }));
    expect(await ask()).toEqual(OFFLINE);
    expect(fake!.requests).toHaveLength(5);
    expect(warnings[0]).toMatchObject({ reason: 'model failed' });
  });

  it('stops, without an answer or a fallback, when the client goes away', async () => {
    const { warnings, fallback } = await setUp(() => ({ hang: true }));
    const advisor = new OpenAIAdvisor({
      client: new OpenAI({ apiKey: 'test-key', baseURL: fake!.baseUrl, maxRetries: 0 }),
      model: 'fake-model',
      tools,
      fallback,
      logger: pino({ level: 'silent' }),
      now: () => new Date(),
    });
    const left = new AbortController();
    const answer = advisor.answer({ query: 'Paris?' }, { signal: left.signal });
    setTimeout(() => left.abort(new Error('gone')), 50);
    await expect(answer).rejects.toThrow('gone');
    expect(fallback.answer).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
  });
});
