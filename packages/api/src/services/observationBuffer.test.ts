import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceObservation } from '../repositories/priceObservations';
import { ObservationBuffer } from './observationBuffer';

/** A repository whose first `failures` writes reject, as a database hiccup would; it keeps what it was given. */
function flakyRepository(failures = 0) {
  const batches: PriceObservation[][] = [];
  let calls = 0;
  const repository = {
    recordAll: vi.fn(async (rows: readonly PriceObservation[]) => {
      calls++;
      if (calls <= failures) throw new Error('connection terminated unexpectedly');
      batches.push([...rows]);
    }),
  };
  return { batches, repository };
}

/** A pino logger writing into `lines`, parsed. */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string; count?: number }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

const observation = (lowestFare: number, departureDate = '2026-05-13'): PriceObservation => ({
  route: 'JFK-CDG',
  observedOn: '2026-03-15',
  departureDate,
  lowestFare,
});

const ERROR = 50;

describe('ObservationBuffer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the lowest fare per key and writes one batch on flush', async () => {
    const { batches, repository } = flakyRepository();
    const buffer = new ObservationBuffer(repository, capturingLogger().logger, { intervalMs: 60_000 });
    buffer.record(observation(420));
    buffer.record(observation(399));
    buffer.record(observation(450));
    buffer.record(observation(380, '2026-06-10'));
    await buffer.flush();
    expect(batches).toEqual([[observation(399), observation(380, '2026-06-10')]]);
    await buffer.flush();
    expect(batches).toHaveLength(1);
    await buffer.close();
  });

  it('writes what is left when it closes', async () => {
    const { batches, repository } = flakyRepository();
    const buffer = new ObservationBuffer(repository, capturingLogger().logger, { intervalMs: 60_000 });
    buffer.record(observation(500));
    await buffer.close();
    expect(batches).toEqual([[observation(500)]]);
  });

  it('keeps a batch whose write failed and writes it with the next one: nothing is lost', async () => {
    const { batches, repository } = flakyRepository(1);
    const { lines, logger } = capturingLogger();
    const buffer = new ObservationBuffer(repository, logger, { intervalMs: 60_000 });
    buffer.record(observation(420));
    buffer.record(observation(380, '2026-06-10'));
    await expect(buffer.flush()).resolves.toBeUndefined();
    expect(batches).toEqual([]);
    buffer.record(observation(410));
    buffer.record(observation(300, '2026-07-01'));
    await buffer.flush();
    expect(batches).toEqual([[observation(410), observation(380, '2026-06-10'), observation(300, '2026-07-01')]]);
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(lines.map((line) => line.msg)).toEqual(['price observations not written; will retry']);
    await buffer.close();
  });

  it('gives a batch that never writes up after 3 attempts, logs it lost with its count, and rejects nothing', async () => {
    vi.useFakeTimers();
    const { repository } = flakyRepository(Number.POSITIVE_INFINITY);
    const { lines, logger } = capturingLogger();
    const escaped: unknown[] = [];
    const onRejection = (reason: unknown) => escaped.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const buffer = new ObservationBuffer(repository, logger, { intervalMs: 1000 });
      buffer.record(observation(420));
      buffer.record(observation(380, '2026-06-10'));
      // The timer's own flushes: three failures, then later ticks with nothing left to write.
      await vi.advanceTimersByTimeAsync(5000);
      expect(repository.recordAll).toHaveBeenCalledTimes(3);
      const lost = lines.filter((line) => line.level >= ERROR);
      expect(lost).toEqual([
        expect.objectContaining({ msg: 'price observations lost after repeated write failures', count: 2 }),
      ]);

      // Later observations are still written when the database is back.
      repository.recordAll.mockResolvedValue(undefined);
      buffer.record(observation(500));
      await vi.advanceTimersByTimeAsync(1000);
      expect(repository.recordAll).toHaveBeenLastCalledWith([observation(500)]);
      await buffer.close();
      // Let any rejection surface before asserting none escaped.
      vi.useRealTimers();
      await new Promise((resolve) => setImmediate(resolve));
      expect(escaped).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('bounds the retries at close too, and still resolves', async () => {
    const { repository } = flakyRepository(Number.POSITIVE_INFINITY);
    const { lines, logger } = capturingLogger();
    const buffer = new ObservationBuffer(repository, logger, { intervalMs: 60_000, maxAttempts: 2 });
    buffer.record(observation(420));
    await expect(buffer.close()).resolves.toBeUndefined();
    expect(repository.recordAll).toHaveBeenCalledTimes(2);
    expect(lines.at(-1)).toMatchObject({ count: 1, msg: 'price observations lost after repeated write failures' });
  });
});
