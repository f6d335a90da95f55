import compress from 'koa-compress';
import compressible from 'compressible';
import type { Middleware } from 'koa';

/**
 * On-the-fly brotli or gzip (as the client's `Accept-Encoding` prefers) for compressible answers of 1 KB and more,
 * JSON above all; it always adds `Vary: Accept-Encoding`. Answers already encoded (the built app's precompressed
 * `.br`/`.gz` files, served by `staticApp`) pass through untouched. Server-sent events are never compressed: a
 * compressor would hold each event back until its buffer fills.
 */
export function compression(): Middleware {
  return compress({
    threshold: 1024,
    filter: (type) => type !== 'text/event-stream' && compressible(type) === true,
  });
}
