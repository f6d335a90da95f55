import type { Call, JourneyState, Step } from './journey';
import type { WriteLedger } from './ledger';

/**
 * How a request ended without a whole answer: `refused` (nothing listened), `reset before answer` (the connection
 * closed before any byte of an answer; `reset on reused socket` when it was a kept-alive connection),
 * `reset mid-answer` (closed after the answer had begun), `timeout` (no answer in time) or `unanswered` (the load
 * generator saw its connection close and moved on).
 */
export type Failure =
  | 'refused'
  | 'reset before answer'
  | 'reset on reused socket'
  | 'reset mid-answer'
  | 'timeout'
  | 'unanswered'
  | (string & {});

/** One request as a load generator saw it; times in ms of `performance.now()`. */
export interface Reply {
  sentAt: number;
  endedAt: number;
  /** The answer's status, when a whole answer came. */
  status?: number;
  text?: string;
  /** The answer's headers, names in lower case. */
  headers?: Record<string, string | string[] | undefined>;
  failure?: Failure;
}

/** What the report keeps of one request: its route, times, and status or failure; for an error, its code and words. */
export interface RequestRecord {
  route: string;
  sentAt: number;
  endedAt: number;
  status?: number;
  failure?: Failure;
  /** The error body's `code` and `message`, its Retry-After and whether it closed the connection. */
  code?: string;
  message?: string;
  retryAfter?: string;
  connectionClose?: boolean;
}

/** Where a run's requests and writes are kept. */
export interface Sink {
  records: RequestRecord[];
  ledger: WriteLedger;
}

const isOk = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;
const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
const header = (reply: Reply, name: string) => list(reply.headers?.[name])[0];

/** The error body's code and message, if it is the API's JSON error. */
function errorBody(text: string | undefined): { code?: string; message?: string } {
  try {
    const { code, message } = JSON.parse(text ?? '') as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Files `reply` to `step`'s `call`: its record, the fate of the write it made (2xx acked, another answer refused,
 * none unanswered), and what the journey keeps from a 2xx answer.
 */
export function settle(step: Step, call: Call, state: JourneyState, reply: Reply, sink: Sink): void {
  const ok = isOk(reply.status);
  const { sentAt, endedAt, status, failure } = reply;
  const record: RequestRecord = { route: step.route, sentAt, endedAt, status, failure };
  if (status !== undefined && !ok) {
    Object.assign(record, errorBody(reply.text), {
      retryAfter: header(reply, 'retry-after'),
      connectionClose: header(reply, 'connection') === 'close',
    });
  }
  sink.records.push(record);
  if (step.writes && call.key) {
    // A refused connection never reached the server: nothing can be stored, as after an error answer.
    const answered = status !== undefined || failure === 'refused';
    sink.ledger.record(step.writes, call.key, ok ? 'acked' : answered ? 'refused' : 'unanswered');
  }
  if (ok && step.keep) {
    step.keep(state, { body: JSON.parse(reply.text ?? 'null'), setCookie: list(reply.headers?.['set-cookie']) });
  }
}

/** A record's outcome as the report counts it: `2xx`, the status and error code (`503 shutting_down`), or the failure. */
export function outcomeOf(record: RequestRecord): string {
  if (record.status === undefined) return record.failure ?? 'unanswered';
  return isOk(record.status) ? '2xx' : `${record.status} ${record.code ?? ''}`.trim();
}
