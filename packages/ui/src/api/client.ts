import type { QueryFunctionContext } from '@tanstack/react-query';
import { buildPath, endpoints, ErrorBody, type EndpointName, type ResponseOf } from '@farewise/contracts';

/** A problem the API names in an error body: the request field at fault (`path`) and what is wrong with it. */
export type FieldIssue = NonNullable<ErrorBody['issues']>[number];

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A non-OK answer. `message` is `"<status>: <body text>"`, or the status text when the body is empty
 * (spec 01 §7, shared request rules).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The `message` of the API's JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    const parsed = parseJson(this.bodyText) as { message?: unknown } | null | undefined;
    return typeof parsed?.message === 'string' ? parsed.message : undefined;
  }

  /** The field problems listed in the API's JSON error body (`ErrorBody.issues`); none when it lists none. */
  get issues(): FieldIssue[] {
    return ErrorBody.safeParse(parseJson(this.bodyText)).data?.issues ?? [];
  }
}

/**
 * What to tell a person about a failed call: the server's own message when it sent one, else `fallback` (the
 * spec's text for that failure) when given, else the error's message.
 */
export function describeError(error: Error, fallback?: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback || error.message;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  /** Sent as JSON with a JSON content type; omitted, no body and no content type are sent. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** `returnNull` answers null on 401 instead of throwing (spec 01 §7). */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `https://farewise.example`; empty for same-origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The typed HTTP client of spec 01 §7: credentials on every request, JSON only when a payload is given,
 * errors as `ApiError`. Responses of named endpoints are parsed with the contracts schemas.
 */
export class ApiClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.fetchImpl = fetchImpl ?? ((...args) => globalThis.fetch(...args));
  }

  /**
   * Sends one request and returns the parsed JSON body (`null` for an empty body).
   * @throws ApiError on a non-OK status (except 401 with `on401: 'returnNull'`).
   */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
    const response = await this.send(method, path, options);
    if (response.status === 401 && options.on401 === 'returnNull') return null;
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, response.statusText);
    return text ? (JSON.parse(text) as unknown) : null;
  }

  /**
   * Sends one request and returns the response unread, for answers read as a stream (server-sent events); `accept`
   * is sent as the `Accept` header.
   * @throws ApiError on a non-OK status.
   */
  async open(method: string, path: string, options: RequestOptions & { accept: string }): Promise<Response> {
    const response = await this.send(method, path, options);
    if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
    return response;
  }

  private send(method: string, path: string, { body, query, signal, accept }: RequestOptions & { accept?: string }) {
    const hasBody = body !== undefined;
    const headers: Record<string, string> = {};
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (accept) headers.Accept = accept;
    return this.fetchImpl(this.url(path, query), {
      method,
      credentials: 'include',
      headers: hasBody || accept ? headers : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  }

  /** A GET of `path` with optional query parameters. */
  get(path: string, query?: Record<string, QueryValue>, options: Omit<RequestOptions, 'query' | 'body'> = {}) {
    return this.request('GET', path, { ...options, query });
  }

  /**
   * Calls an endpoint of the contracts table and parses its answer with the endpoint's response schema; with
   * `on401: 'returnNull'`, a 401 answers null (signed out) without parsing.
   * @throws ApiError on a non-OK status; $ZodError when the answer breaks the contract.
   */
  async call<N extends EndpointName>(
    name: N,
    input: { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown } = {},
    options: Pick<RequestOptions, 'on401' | 'signal'> = {},
  ): Promise<ResponseOf<N>> {
    const endpoint = endpoints[name];
    const raw = await this.request(endpoint.method, buildPath(endpoint.path, input.params), {
      ...options,
      query: input.query,
      body: input.body,
    });
    // A signed-out 401 is null by request, not an answer of the endpoint: parsing it would turn it into an error.
    if (raw === null && options.on401 === 'returnNull') return null as ResponseOf<N>;
    return endpoint.response.parse(raw) as ResponseOf<N>;
  }

  /**
   * The default query function (spec 01 §7): a GET of the query key's string parts joined with slashes;
   * a trailing object part becomes the query string.
   */
  readonly queryFn = ({ queryKey, signal }: QueryFunctionContext): Promise<unknown> => {
    const last = queryKey[queryKey.length - 1];
    const hasQuery = typeof last === 'object' && last !== null;
    const parts = (hasQuery ? queryKey.slice(0, -1) : queryKey).map(String);
    return this.get(parts.join('/'), hasQuery ? (last as Record<string, QueryValue>) : undefined, { signal });
  };

  private url(path: string, query?: Record<string, QueryValue>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const qs = search.toString();
    return `${this.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }
}
