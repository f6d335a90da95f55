import type { SmartQueryRequest, SmartQueryResponse } from '@farewise/contracts';

/** How a caller follows an answer as it is written. */
export interface AnswerOptions {
  /** Called with each next piece of the answer text, in order; the pieces joined are the text written so far. */
  onDelta?: (text: string) => void;
  /** Aborts the answer (the client left): the advisor stops and rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * An AI travel advisor behind `POST /api/ai/smart-query` (spec 01 §3 smart query, AI issue): the offline one or the
 * OpenAI-compatible one. `answer` resolves with the checked answer, whose every figure (USD amounts, percentages,
 * days, nights, months) is one of its `sources`, cited `[n]`. The text streamed through `onDelta` is a draft: the
 * resolved `response` replaces it, and differs from it when a model's draft failed the grounding check.
 */
export interface Advisor {
  /**
   * The answer to one question, with its sources.
   * @throws DomainError as the services it calls do; the signal's reason once `signal` aborts.
   */
  answer(request: SmartQueryRequest, options?: AnswerOptions): Promise<SmartQueryResponse>;
}
