import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import { DEFAULT_ORIGIN, type SmartQueryRequest, type SmartQueryResponse } from '@farewise/contracts';
import { ungroundedFigures } from '../../domain/advisor/grounding';
import { danglingCitations, SourceLedger } from '../../domain/advisor/sourceLedger';
import type { Advisor, AnswerOptions } from './Advisor';
import type { ToolBox } from './advisorTools';

/** How long a model may take over one answer, tool calls included, before the offline answer is served: 30 s. */
export const MODEL_DEADLINE_MS = 30_000;

/** How many chat completions one answer may take (each but the last asking for tools). */
const MAX_ROUNDS = 5;

/** What the OpenAI-compatible advisor works with. */
export interface OpenAIAdvisorDeps {
  /** The official client, its `baseURL` any OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio). */
  client: OpenAI;
  /** The chat model, as `OPENAI_MODEL` names it. */
  model: string;
  /** The tools the model may call. */
  tools: ToolBox;
  /** The advisor whose answer is served when the model's fails: the offline one. */
  fallback: Advisor;
  logger: Logger;
  now: () => Date;
  /** Milliseconds the model may take over one answer; {@link MODEL_DEADLINE_MS} unless a test sets it. */
  deadlineMs?: number;
}

type ToolCall = { id: string; name: string; arguments: string };

/** The instructions the model answers under: the grounding rule, the date, the traveller's profile. */
function instructions(today: string, { userContext }: SmartQueryRequest): string {
  const profile = [
    userContext?.budget && `budget ${userContext.budget} USD per person`,
    userContext?.travelers && `${userContext.travelers} travelers`,
    userContext?.travelStyle && `${userContext.travelStyle} style`,
    userContext?.preferences?.length && `interests: ${userContext.preferences.join(', ')}`,
  ].filter(Boolean);
  return [
    "You are Farewise's travel advisor. Answer the traveller's question in at most 120 words of plain text.",
    `Today is ${today}. Prices are in US dollars.`,
    'Look every figure up with the tools. State an amount of money, a percentage, a number of days or nights, or the',
    "name of a month only when a tool's source states it, written exactly as the source's value or label has it, and",
    'cite that source right after it with its number, as [1]. Never work out a figure of your own: no sums, averages,',
    'differences or conversions. When a tool answers an error, say you could not find that.',
    `When the traveller names no starting point, fly from ${DEFAULT_ORIGIN} (New York). The flight tools take IATA`,
    'codes: find_airports gives the code of a city.',
    profile.length ? `The traveller's profile: ${profile.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The AI advisor over any OpenAI-compatible chat endpoint (AI issue; `OPENAI_API_KEY`, `OPENAI_BASE_URL`,
 * `OPENAI_MODEL`). The model calls the {@link ToolBox} by function calling; every figure a tool finds becomes a
 * numbered source. The model's final text streams to `onDelta` as it comes. Once it has ended, the text goes through
 * the grounding check (`ungroundedFigures`: every money figure, percentage, count of days or nights and month must be
 * a source's) and must cite only sources there are. When it fails that check, is empty, or the model errs, times out
 * ({@link MODEL_DEADLINE_MS}) or asks for tools too many times, the fallback's (offline) answer is served instead and
 * a warning logs why. Source: spec 01 §3 smart query, AI issue.
 */
export class OpenAIAdvisor implements Advisor {
  private readonly deadlineMs: number;

  constructor(private readonly deps: OpenAIAdvisorDeps) {
    this.deadlineMs = deps.deadlineMs ?? MODEL_DEADLINE_MS;
  }

  /**
   * The model's answer when it is grounded, else the fallback's: `{ response, sources }`, USD figures cited `[n]`.
   * Never rejects for the model's failures.
   * @throws DomainError as the fallback does; the signal's reason once `signal` aborts (the client left).
   */
  async answer(request: SmartQueryRequest, { onDelta, signal }: AnswerOptions = {}): Promise<SmartQueryResponse> {
    const { logger, model, fallback } = this.deps;
    const ledger = new SourceLedger();
    let streamed = false;
    const relay = (text: string) => {
      streamed = true;
      onDelta?.(text);
    };
    const deadline = AbortSignal.timeout(this.deadlineMs);
    let why: Record<string, unknown>;
    try {
      const text = await this.converse(request, ledger, relay, signal ? AbortSignal.any([signal, deadline]) : deadline);
      const sources = ledger.all();
      const ungrounded = ungroundedFigures(text, sources).map((figure) => figure.text);
      const dangling = danglingCitations(text, sources);
      if (text.trim() && ungrounded.length === 0 && dangling.length === 0) return { response: text, sources };
      why = text.trim() ? { reason: 'ungrounded', ungrounded, dangling } : { reason: 'empty answer' };
    } catch (error) {
      signal?.throwIfAborted();
      why = { reason: deadline.aborted ? `no answer within ${this.deadlineMs} ms` : 'model failed', err: error };
    }
    logger.warn({ model, ...why }, "AI advisor: the model's answer is not served; serving the offline answer");
    // Text already streamed is replaced by the answer event; otherwise the offline text streams as usual.
    return fallback.answer(request, { onDelta: streamed ? undefined : onDelta, signal });
  }

  /**
   * One conversation: chat completions streamed until one asks for no tool, its tool calls answered in between.
   * Resolves with all the text the model wrote, which has gone to `relay` as it came.
   */
  private async converse(
    request: SmartQueryRequest,
    ledger: SourceLedger,
    relay: (text: string) => void,
    signal: AbortSignal,
  ): Promise<string> {
    const { client, model, tools, now } = this.deps;
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: instructions(now().toISOString().slice(0, 10), request) },
      { role: 'user', content: request.query },
    ];
    let text = '';
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const stream = await client.chat.completions.create(
        { model, messages, tools: tools.definitions, stream: true },
        { signal },
      );
      let content = '';
      const calls: ToolCall[] = [];
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) {
          // Text written before a tool call and text after it are separate paragraphs.
          if (!content && text && !/\s$/.test(text)) relay('\n\n');
          content += delta.content;
          relay(delta.content);
        }
        for (const call of delta?.tool_calls ?? []) {
          const slot = (calls[call.index] ??= { id: '', name: '', arguments: '' });
          if (call.id) slot.id = call.id;
          if (call.function?.name) slot.name = call.function.name;
          if (call.function?.arguments) slot.arguments += call.function.arguments;
        }
      }
      if (content) text += (text && !/\s$/.test(text) ? '\n\n' : '') + content;
      const asked = calls.filter(Boolean);
      if (asked.length === 0) return text;
      messages.push({
        role: 'assistant',
        content: content || null,
        tool_calls: asked.map(({ id, name, arguments: args }) => ({
          id,
          type: 'function',
          function: { name, arguments: args },
        })),
      });
      for (const call of asked) {
        signal.throwIfAborted();
        const result = await tools.call(call.name, call.arguments, ledger);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new Error(`the model still asked for tools after ${MAX_ROUNDS} rounds`);
  }
}
