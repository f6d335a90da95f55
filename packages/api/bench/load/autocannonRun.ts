import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { endpoints } from '@farewise/contracts';
import type { Call, JourneyState, Step } from './journey';
import { LOOPBACK } from './loopback';
import { settle, type Reply, type Sink } from './records';

/**
 * Seconds autocannon runs past the measured window. Past it each connection asks only the no-op `GET /api/health`
 * (not recorded), so every write of the window is answered before autocannon closes its connections: none is cut
 * off with its fate unknown.
 */
const DRAIN_SECONDS = 2;

const HEALTH: autocannon.Request = { method: 'GET', path: endpoints.health.path, headers: {}, body: undefined };

/** One autocannon connection's journeys: what it sent last and has not heard back about. */
class Connection {
  private state: JourneyState = {};
  private pending: { step: Step; call: Call; sentAt: number } | undefined;

  constructor(
    private readonly steps: Step[],
    private readonly until: number,
    private readonly sink: Sink,
  ) {}

  /** The journey as autocannon's request sequence: it loops over them, and starts over when one is falsy. */
  requests(): autocannon.Request[] {
    return this.steps.map((step, index) => ({
      setupRequest: (request) => this.next(request, step, index),
      onResponse: (status, text, _context, headers) => this.answered(status, text, headers),
    }));
  }

  /** Files the request still waiting for its answer, if any, as unanswered: its connection closed. */
  abandon(): void {
    if (!this.pending) return;
    const { step, call, sentAt } = this.pending;
    this.pending = undefined;
    settle(step, call, this.state, { sentAt, endedAt: performance.now(), failure: 'unanswered' }, this.sink);
  }

  private next(request: autocannon.Request, step: Step, index: number): autocannon.Request {
    // autocannon builds the next request only once the last is answered, or after its connection closed.
    this.abandon();
    if (performance.now() >= this.until) return { ...request, ...HEALTH };
    if (index === 0) this.state = {};
    const call = step.request(this.state);
    // Falsy makes autocannon start the sequence over (its documented contract, which its types leave out).
    if (!call) return undefined as unknown as autocannon.Request;
    this.pending = { step, call, sentAt: performance.now() };
    return { ...request, method: call.method, path: call.path, headers: call.headers, body: call.body };
  }

  private answered(status: number, text: string, headers: autocannon.Request['headers']): void {
    if (!this.pending) return;
    const { step, call, sentAt } = this.pending;
    this.pending = undefined;
    // Attributed to what this connection sent last, not to the request object autocannon names (it can lag by one
    // after a reconnect); header names in lower case.
    const lower = Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    const reply: Reply = { sentAt, endedAt: performance.now(), status, text, headers: lower };
    settle(step, call, this.state, reply, this.sink);
  }
}

/**
 * Runs `steps` as journeys with autocannon on `connections` kept-alive connections to the server on loopback
 * `port` for `seconds` (then drains, see {@link DRAIN_SECONDS}); each request ends in `sink`.
 * @returns autocannon's own result, whose `errors` and `timeouts` count socket errors.
 */
export async function runAutocannon(
  port: number,
  steps: Step[],
  connections: number,
  seconds: number,
  sink: Sink,
): Promise<autocannon.Result> {
  const until = performance.now() + seconds * 1000;
  const open: Connection[] = [];
  const result = await autocannon({
    url: `http://${LOOPBACK}:${port}`,
    connections,
    duration: seconds + DRAIN_SECONDS,
    setupClient: (client) => {
      const connection = new Connection(steps, until, sink);
      open.push(connection);
      client.setRequests(connection.requests());
    },
  });
  for (const connection of open) connection.abandon();
  return result;
}
