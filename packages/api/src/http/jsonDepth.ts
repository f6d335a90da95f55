import type { Middleware } from 'koa';
import { HttpError } from './errors';

/**
 * How deep `value` nests objects and arrays (a scalar is 0, `{}` is 1), counted without recursion so a hostile body
 * cannot overflow the stack; stops counting once past `limit`.
 */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) pending.push([child, here]);
  }
  return deepest;
}

/**
 * Refuses a JSON body nested deeper than `maxDepth` with 400 `json_too_deep`, before any schema walks it.
 * @throws HttpError 400 for a body over the limit.
 */
export function jsonDepthLimit(maxDepth: number): Middleware {
  return async (ctx, next) => {
    const { body } = ctx.request as { body?: unknown };
    if (jsonDepth(body, maxDepth) > maxDepth) {
      throw new HttpError(400, 'json_too_deep', `Request body is nested more than ${maxDepth} levels deep`);
    }
    await next();
  };
}
