import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Endpoint } from '@farewise/contracts';

type Infer<S> = S extends z.core.$ZodType ? z.infer<S> : undefined;

/** The validated input of one endpoint. */
export interface EndpointInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
}

/**
 * What a handler returns when it has answered by itself, with a stream as `ctx.body` (server-sent events), which
 * `mount` then leaves as it is.
 */
export const STREAMED: unique symbol = Symbol('streamed');

/** A handler returns the answer before the response schema parses it, or {@link STREAMED}. */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  ctx: Context,
) => Promise<z.input<E['response']> | typeof STREAMED> | z.input<E['response']> | typeof STREAMED;

// Answers a response schema already admitted, with their JSON once it has been written: a handler that returns one
// again from its cache skips the parse and the serialising (cached answers are never changed).
const admitted = new WeakMap<object, string | undefined>();

/**
 * Parses an answer with the endpoint's response schema once and marks it admitted, for handlers that cache
 * answers: `mount` sends an admitted answer as it is.
 * @throws Error (a 500, with the $ZodError as its cause) when the answer breaks the schema: the server's fault,
 * never a 400.
 */
export function admit<E extends Endpoint>(endpoint: E, answer: z.input<E['response']>): z.output<E['response']> {
  const result = endpoint.response.safeParse(answer);
  if (!result.success) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered outside its response schema`, {
      cause: result.error,
    });
  }
  const parsed = result.data as z.output<E['response']>;
  if (typeof parsed === 'object' && parsed !== null) admitted.set(parsed, undefined);
  return parsed;
}

/**
 * Mounts one endpoint of the contracts table on the router: validates params, query and body with its schemas
 * (a $ZodError becomes a 400), runs the handler, and answers only what the response schema admits. An answer
 * already admitted, returned again from a handler's cache, is not parsed twice, and its JSON is written once.
 * POST answers 201 unless the handler set another status. A handler that answered by itself returns
 * {@link STREAMED}.
 */
export function mount<E extends Endpoint>(router: Router, endpoint: E, handler: EndpointHandler<E>): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  router[method](endpoint.path, async (ctx) => {
    const input = {
      params: endpoint.params ? endpoint.params.parse(ctx.params) : undefined,
      query: endpoint.query ? endpoint.query.parse(ctx.query) : undefined,
      body: endpoint.body ? endpoint.body.parse((ctx.request as { body?: unknown }).body ?? {}) : undefined,
    } as EndpointInput<E>;
    const result = await handler(input, ctx);
    if (result === STREAMED) return;
    // Koa's status stays 404 until something sets it: a handler that chose one keeps it.
    const chosen = ctx.status !== 404;
    if (typeof result === 'object' && result !== null && admitted.has(result)) {
      const json = admitted.get(result) ?? JSON.stringify(result);
      admitted.set(result, json);
      ctx.type = 'application/json';
      ctx.body = json;
    } else {
      ctx.body = admit(endpoint, result);
    }
    if (endpoint.method === 'POST' && !chosen) ctx.status = 201;
  });
}
