import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Endpoint } from '@farewise/contracts';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** The validated input of one endpoint. */
export interface EndpointInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
}

/** A handler returns the answer before the response schema parses it. */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  ctx: Context,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/**
 * Mounts one endpoint of the contracts table on the router: validates params, query and body with its schemas
 * (a ZodError becomes a 400), runs the handler, and answers only what the response schema admits.
 * POST answers 201 unless the handler set another status.
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
    ctx.body = endpoint.response.parse(result);
    if (endpoint.method === 'POST' && ctx.status === 200) ctx.status = 201;
  });
}
