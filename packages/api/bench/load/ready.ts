import { endpoints } from '@farewise/contracts';
import { send } from './httpCall';
import { pollUntil } from './poll';

/** The status of `GET /api/ready` on the server at loopback `port`, or undefined when no answer comes in 5 s. */
export async function readyStatus(port: number): Promise<number | undefined> {
  return (await send(port, false, { method: 'GET', path: endpoints.ready.path, headers: {} }, 5_000)).status;
}

/** Polls `GET /api/ready` until it answers `status`; resolves with the time it took in ms. */
export async function untilReady(port: number, status: 200 | 503, timeoutMs: number): Promise<number> {
  const started = performance.now();
  await pollUntil(
    `GET /api/ready to answer ${status}`,
    async () => ((await readyStatus(port)) === status ? true : undefined),
    timeoutMs,
  );
  return performance.now() - started;
}
