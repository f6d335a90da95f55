import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { send } from './httpCall';
import type { JourneyState, Step } from './journey';
import { settle, type Sink } from './records';

/** A client's pause before it tries again a server that refused its connection: none spins on a closed port. */
const REFUSED_PAUSE_MS = 25;

/** A running driver. */
export interface Driver {
  /** Requests sent and not yet answered. */
  inFlight: () => number;
  /** Lets every worker finish its request under way, then stops; resolves when all have stopped. */
  stop: () => Promise<void>;
}

/**
 * Drives the server on loopback `port` with `workers` concurrent journeys over kept-alive connections, each worker
 * starting its journey over when it ends or when a step lacks what it needs; every request ends in `sink`. Unlike
 * autocannon it sees each request's own fate (refused, reset before or during its answer, timed out), which the
 * fault scenarios judge.
 */
export function startDriver(port: number, steps: Step[], workers: number, sink: Sink, timeoutMs: number): Driver {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  let stopping = false;
  let inFlight = 0;
  const work = async () => {
    while (!stopping) {
      const state: JourneyState = {};
      for (const step of steps) {
        const call = step.request(state);
        if (stopping || !call) break;
        inFlight++;
        const reply = await send(port, agent, call, timeoutMs);
        inFlight--;
        settle(step, call, state, reply, sink);
        if (reply.failure === 'refused') await delay(REFUSED_PAUSE_MS);
      }
    }
  };
  const running = Array.from({ length: workers }, work);
  return {
    inFlight: () => inFlight,
    stop: async () => {
      stopping = true;
      await Promise.all(running);
      agent.destroy();
    },
  };
}
