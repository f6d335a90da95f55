import type { Middleware } from 'koa';
import { HttpError } from './errors';

/** What a walk over a parsed JSON body found. */
export interface JsonShape {
  /** How deep it nests objects and arrays (a scalar is 0, `{}` is 1), counted up to just past the limit. */
  depth: number;
  /** Whether a key or string holds a NUL character or an unpaired surrogate, which PostgreSQL text cannot store. */
  badText: boolean;
}

/** Whether PostgreSQL can store `text`: no NUL, and well-formed UTF-16 (no unpaired surrogate). */
const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** A high surrogate without its low one after it, or a low one without its high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Walks `value` without recursion, so a hostile body cannot overflow the stack; stops once past `limit` levels. */
export function jsonShape(value: unknown, limit: number): JsonShape {
  const shape: JsonShape = { depth: 0, badText: false };
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (typeof node === 'string') {
      if (!storable(node)) shape.badText = true;
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const here = depth + 1;
    if (here > shape.depth) shape.depth = here;
    if (shape.depth > limit) return shape;
    for (const [key, child] of Object.entries(node)) {
      if (!storable(key)) shape.badText = true;
      pending.push([child, here]);
    }
  }
  return shape;
}

/**
 * Refuses a JSON body nested deeper than `maxDepth` with 400 `json_too_deep`, before any schema walks it, and text
 * PostgreSQL cannot store (a NUL character anywhere in the body, path or query, or an unpaired surrogate in the body)
 * with 400 `invalid_text`.
 * @throws HttpError 400 for either.
 */
export function jsonDepthLimit(maxDepth: number): Middleware {
  return async (ctx, next) => {
    const { body } = ctx.request as { body?: unknown };
    const shape = jsonShape(body, maxDepth);
    if (shape.depth > maxDepth) {
      throw new HttpError(400, 'json_too_deep', `Request body is nested more than ${maxDepth} levels deep`);
    }
    if (shape.badText || ctx.url.includes('%00')) {
      throw new HttpError(400, 'invalid_text', 'Text may not contain a NUL character or an unpaired surrogate');
    }
    await next();
  };
}
