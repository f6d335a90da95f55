import http from 'node:http';
import { endpoints, type EndpointName } from '@farewise/contracts';
import { jsonShape } from '../http/jsonDepth';
import type { FuzzInput, Parts, RawBody, RawQuery, RawSegment } from './arbitraries';

/** A request as it goes on the wire: method, path with query, headers and body text. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** One answer, read whole. */
export interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** `text` with lone surrogates as U+FFFD, as UTF-8 encoding (and so the server) sees it. */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

const isRawSegment = (value: unknown): value is RawSegment =>
  typeof value === 'object' && value !== null && 'raw' in value && typeof value.raw === 'string';
const isRawQuery = (value: unknown): value is RawQuery =>
  typeof value === 'object' && value !== null && 'rawQuery' in value && typeof value.rawQuery === 'string';
const isRawBody = (value: unknown): value is RawBody =>
  typeof value === 'object' && value !== null && 'rawBody' in value && typeof value.rawBody === 'string';

/** A value as text in a URL: strings as they are, other values as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** One path segment, percent-encoded (a raw one as it is); empty when missing. */
function encodeSegment(value: unknown): string {
  if (value === undefined) return '';
  return isRawSegment(value) ? value.raw : encodeURIComponent(wellFormed(asText(value)));
}

/**
 * The query as a string: fields (arrays repeat their key, objects become `key[field]`), a raw query as it is, and
 * any other value as one bare text.
 */
function encodeQuery(query: Parts['query']): string {
  if (isRawQuery(query)) return query.rawQuery;
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    return encodeURIComponent(wellFormed(asText(query)));
  }
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    pairs.push(`${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(wellFormed(asText(value ?? '')))}`);
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else if (typeof value === 'object' && value !== null) {
      for (const [field, item] of Object.entries(value)) add(`${key}[${field}]`, item);
    } else add(key, value);
  }
  return pairs.join('&');
}

/** The body as text: a raw body as it is, any other value as JSON (own `__proto__` keys included). */
function encodeBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  return isRawBody(body) ? body.rawBody : JSON.stringify(body);
}

/** The wire request of an input, with the cookie of its actor (`cookies[actor]`, none for a visitor). */
export function toWire(input: FuzzInput, baseUrl: string, cookies: Partial<Record<string, string>>): WireRequest {
  const endpoint = endpoints[input.endpoint];
  const params = input.parts.params ?? {};
  const pathname = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeSegment(params[name]));
  const query = encodeQuery(input.parts.query);
  const body = encodeBody(input.parts.body);
  const headers: Record<string, string> = {};
  if (body !== undefined && input.contentType) headers['content-type'] = input.contentType;
  if (input.accept) headers.accept = input.accept;
  if (endpoint.method !== 'GET') headers.origin = baseUrl;
  const cookie = cookies[input.actor];
  if (cookie) headers.cookie = cookie;
  return { method: endpoint.method, path: query ? `${pathname}?${query}` : pathname, headers, body };
}

/**
 * What the server reads from a request: its path parameters, query and body; or the reason it refuses to read it;
 * or, when its path does not fit the endpoint's route (an empty segment), that it goes elsewhere (another route may
 * answer it, as `GET /api/trips/` is the trip list).
 */
export type ServerView =
  | { route: 'endpoint'; params: Record<string, string>; query: Record<string, unknown>; body: unknown }
  | { route: 'endpoint'; refused: string }
  | { route: 'elsewhere' };

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Koa's `ctx.query`: every key once, a repeated key as an array of its values. */
function parseQuery(query: string): Record<string, unknown> {
  const search = new URLSearchParams(query);
  const parsed: Record<string, unknown> = {};
  for (const key of search.keys()) {
    const values = search.getAll(key);
    const value = values.length <= 1 ? values[0] : values;
    Object.defineProperty(parsed, key, { value, writable: true, enumerable: true, configurable: true });
  }
  return parsed;
}

/** The JSON content types the generators send that the body parser reads (the others it ignores). */
const JSON_CONTENT_TYPES = /^application\/(json|vnd\.api\+json)(;|$)/;
/** What co-body's strict mode lets a JSON body start with: RFC 8259 whitespace, then an object or array. */
const STRICT_JSON_START = /^[ \t\n\r]*(\[|\{)/;

/** True when a parsed JSON value holds a `__proto__` key anywhere, which the body parser refuses. */
function hasProtoKey(value: unknown): boolean {
  // Without recursion: a body may nest thousands of levels deep.
  const pending = [value];
  while (pending.length) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return true;
    pending.push(...Object.values(node));
  }
  return false;
}

const routes = new Map<EndpointName, { names: string[]; pattern: RegExp }>();
/** An endpoint's path parameter names, and a pattern its paths match with one group per parameter. */
function routeOf(name: EndpointName) {
  let route = routes.get(name);
  if (!route) {
    const { path } = endpoints[name];
    const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    route = { names, pattern: new RegExp(`^${path.replace(/\./g, '\\.').replace(/:\w+/g, '([^/]+?)')}$`) };
    routes.set(name, route);
  }
  return route;
}

/** The limits the server reads bodies under: bytes, and levels of nesting. */
export interface BodyLimits {
  bytes: number;
  depth: number;
}

/**
 * Mirrors how the server reads a wire request: the router's decoding of path segments (an empty one matches no
 * route), Koa's query parsing, and the JSON body parser (POST and PATCH only, JSON content types only, objects and
 * arrays only, no `__proto__` keys, within the limits; anything else it ignores reads as `{}`).
 */
export function serverView(input: FuzzInput, wire: WireRequest, limits: BodyLimits): ServerView {
  const endpoint = endpoints[input.endpoint];
  const { names, pattern } = routeOf(input.endpoint);
  const params: Record<string, string> = {};
  const [pathname = '', query = ''] = wire.path.split(/\?(.*)/s);
  const match = pattern.exec(pathname);
  if (!match) return { route: 'elsewhere' };
  names.forEach((name, index) => (params[name] = decodeSegment(match[index + 1]!)));
  let body: unknown = {};
  if (
    wire.body !== undefined &&
    (endpoint.method === 'POST' || endpoint.method === 'PATCH') &&
    JSON_CONTENT_TYPES.test(wire.headers['content-type'] ?? '')
  ) {
    if (Buffer.byteLength(wire.body) > limits.bytes) return { route: 'endpoint', refused: 'body over the limit' };
    // Decoding drops a byte order mark.
    const text = wellFormed(wire.body).replace(/^\uFEFF/, '');
    if (text !== '') {
      if (!STRICT_JSON_START.test(text)) return { route: 'endpoint', refused: 'body not a JSON object or array' };
      try {
        body = JSON.parse(text);
      } catch {
        return { route: 'endpoint', refused: 'body not JSON' };
      }
      if (text.includes('__proto__') && hasProtoKey(body)) {
        return { route: 'endpoint', refused: 'body has a __proto__ key' };
      }
      if (jsonShape(body, limits.depth).depth > limits.depth) {
        return { route: 'endpoint', refused: 'body nested too deep' };
      }
    }
  }
  return { route: 'endpoint', params, query: parseQuery(query), body };
}

/** What the server must do with a request: refuse it, may take it, or it goes to another route. */
export type Verdict = 'rejects' | 'accepts' | 'elsewhere';
const verdicts = new WeakMap<FuzzInput, Verdict>();

/**
 * Whether the endpoint's contracts schemas reject what the server reads from the request (or it refuses to read
 * it), which must then be answered with a 4xx; `elsewhere` when the request goes to another route.
 */
export function schemaVerdict(input: FuzzInput, wire: WireRequest, limits: BodyLimits): Verdict {
  // What the server reads depends on the input alone (not on who sends it): worked out once per input.
  let verdict = verdicts.get(input);
  if (!verdict) {
    const view = serverView(input, wire, limits);
    if (view.route === 'elsewhere') verdict = 'elsewhere';
    else verdict = 'refused' in view || rejectedBySchemas(input, view) ? 'rejects' : 'accepts';
    verdicts.set(input, verdict);
  }
  return verdict;
}

/** True when the endpoint's params, query or body schema refuses what the server read. */
function rejectedBySchemas(
  input: FuzzInput,
  view: { params: Record<string, string>; query: Record<string, unknown>; body: unknown },
): boolean {
  const endpoint = endpoints[input.endpoint] as {
    params?: { safeParse: (value: unknown) => { success: boolean } };
    query?: { safeParse: (value: unknown) => { success: boolean } };
    body?: { safeParse: (value: unknown) => { success: boolean } };
  };
  if (endpoint.params && !endpoint.params.safeParse(view.params).success) return true;
  if (endpoint.query && !endpoint.query.safeParse(view.query).success) return true;
  return Boolean(endpoint.body && !endpoint.body.safeParse(view.body).success);
}

/** Keeps connections open between requests: a new connection per request would cost more than the request. */
export const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * Sends a wire request to `baseUrl` over {@link keepAliveAgent} and reads the whole answer as UTF-8 text. The path
 * goes out as it is, not normalised as a URL would be (no dot segments resolved, no escapes fixed). Node's `http`
 * rather than `fetch`, which took five times as long per request here.
 */
export function send(baseUrl: string, wire: WireRequest): Promise<WireAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers = { ...wire.headers };
    if (wire.body !== undefined) headers['content-length'] = String(Buffer.byteLength(wire.body));
    const request = http.request(
      { hostname, port, path: wire.path, method: wire.method, headers, agent: keepAliveAgent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(wire.body);
  });
}
