import type { PriceObservation, PriceObservationRepository } from '../repositories/priceObservations';

/**
 * Collects searches' lowest fares in memory, keeping the lowest per route, search day and departure day, and
 * writes them in one batch every few seconds, before any history read, and at shutdown. A search then costs no
 * database round trip; at most the last interval's observations are lost if the process dies.
 */
export class ObservationBuffer {
  private pending = new Map<string, PriceObservation>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: PriceObservationRepository,
    intervalMs = 2000,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Notes an observation; a lower fare for the same key replaces a higher one. */
  record(observation: PriceObservation): void {
    const key = `${observation.route}|${observation.observedOn}|${observation.departureDate}`;
    const seen = this.pending.get(key);
    if (!seen || observation.lowestFare < seen.lowestFare) this.pending.set(key, observation);
  }

  /** Writes everything pending; concurrent calls wait for the same write. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const batch = [...this.pending.values()];
      this.pending = new Map();
      if (batch.length > 0) await this.repository.recordAll(batch);
    });
    return this.flushing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
