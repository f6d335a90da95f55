import type { Logger } from 'pino';
import type { PriceObservation, PriceObservationRepository } from '../repositories/priceObservations';

/** How often the buffer writes (milliseconds), and how many writes an observation gets before it is given up. */
export interface ObservationBufferOptions {
  intervalMs?: number;
  maxAttempts?: number;
}

interface Pending {
  observation: PriceObservation;
  /** Writes of this observation that failed so far. */
  failures: number;
}

const keyOf = (observation: PriceObservation) =>
  `${observation.route}|${observation.observedOn}|${observation.departureDate}`;

/**
 * Collects searches' lowest fares in memory, keeping the lowest per route, search day and departure day, and
 * writes them in one batch every few seconds, before any history read, and at shutdown. A search then costs no
 * database round trip.
 *
 * A failed write never rejects and never stops later writes: its observations go back into the buffer and ride
 * along with the next batch, up to `maxAttempts` writes each (default 3); after that they are logged as lost
 * with their count. At most the last interval's observations are lost if the process dies.
 */
export class ObservationBuffer {
  private pending = new Map<string, Pending>();
  private readonly timer: NodeJS.Timeout;
  private readonly maxAttempts: number;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: Pick<PriceObservationRepository, 'recordAll'>,
    private readonly logger: Logger,
    { intervalMs = 2000, maxAttempts = 3 }: ObservationBufferOptions = {},
  ) {
    this.maxAttempts = maxAttempts;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Notes an observation; a lower fare for the same key replaces a higher one. */
  record(observation: PriceObservation): void {
    this.keep(keyOf(observation), { observation, failures: 0 });
  }

  /** Writes everything pending; concurrent calls wait for the same write. Never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer and writes what is left, retrying a failed write up to the bound. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    // Each failed write counts against every observation in it, so this ends within maxAttempts rounds.
    do {
      await this.flush();
    } while (this.pending.size > 0);
  }

  /** Keeps the lower fare of `entry` and what is pending under `key`, with the failures of the one kept. */
  private keep(key: string, entry: Pending): void {
    const seen = this.pending.get(key);
    if (!seen || entry.observation.lowestFare < seen.observation.lowestFare) this.pending.set(key, entry);
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    if (batch.size === 0) return;
    this.pending = new Map();
    try {
      await this.repository.recordAll([...batch.values()].map((entry) => entry.observation));
    } catch (error) {
      let lost = 0;
      for (const [key, entry] of batch) {
        const failures = entry.failures + 1;
        if (failures >= this.maxAttempts) lost++;
        else this.keep(key, { observation: entry.observation, failures });
      }
      const retried = batch.size - lost;
      if (retried > 0) this.logger.warn({ err: error, count: retried }, 'price observations not written; will retry');
      if (lost > 0) {
        this.logger.error(
          { err: error, count: lost, attempts: this.maxAttempts },
          'price observations lost after repeated write failures',
        );
      }
    }
  }
}
