import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@farewise/contracts';
import { loadAirports } from '../data/airports';
import { AirportIndex } from '../domain/airports/AirportIndex';
import type { PriceAlertRepository, StoredAlert } from '../repositories/priceAlerts';
import type { UserRepository } from '../repositories/users';
import { evaluateAlerts, scheduleAlertEvaluation, type AlertEvaluatorDeps } from './alertEvaluator';
import { FareModel } from './fareModel';

const airports = new AirportIndex(loadAirports());
const fares = new FareModel(airports);
const NOW = new Date('2026-03-15T09:30:00Z');

/** A pino logger writing into `lines`, parsed. */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string; alertId?: number; checked?: number }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

/** Evaluator dependencies over in-memory fakes: `active` answers the alerts to check. */
function fakeDeps(active: () => Promise<StoredAlert[]>, sendMail: AlertEvaluatorDeps['sendMail'] = async () => {}) {
  const { lines, logger } = capturingLogger();
  const user = { id: 7, username: 'ada', email: 'ada@example.com', firstName: 'Ada' } as User;
  const deps: AlertEvaluatorDeps = {
    alerts: {
      active: vi.fn(active),
      recordCheck: vi.fn(async (_id: number, _fare: number, trigger: unknown) => trigger !== null),
    } as unknown as PriceAlertRepository,
    users: { findById: async () => user } as unknown as UserRepository,
    airports,
    fares,
    sendMail,
    logger,
  };
  return { deps, lines };
}

const firing: StoredAlert = {
  id: 1,
  userId: 7,
  origin: 'BOS',
  destination: 'LHR',
  targetPrice: 5000,
  referencePrice: 600,
  currentPrice: 600,
  isActive: true,
  alertType: 'below',
  dropPercentage: 10,
  emailNotifications: true,
  pushNotifications: true,
  createdAt: NOW,
  lastTriggered: null,
};

const ERROR = 50;

describe('price alert evaluator', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs a failed alert email and finishes the run', async () => {
    const { deps, lines } = fakeDeps(
      async () => [firing],
      async () => {
        throw new Error('SMTP 421 try again later');
      },
    );
    const report = await evaluateAlerts(deps, NOW);
    expect(report).toEqual({ checked: 1, triggered: 1, emailed: 0 });
    expect(deps.alerts.recordCheck).toHaveBeenCalledWith(1, expect.any(Number), {
      at: NOW,
      since: new Date(NOW.getTime() - 24 * 3_600_000),
    });
    expect(lines).toEqual([expect.objectContaining({ level: ERROR, msg: 'price alert email failed', alertId: 1 })]);
  });

  it('keeps its schedule when a run fails, and lets no rejection out of the timer', async () => {
    vi.useFakeTimers();
    const escaped: unknown[] = [];
    const onRejection = (reason: unknown) => escaped.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      let reads = 0;
      const { deps, lines } = fakeDeps(async () => {
        reads++;
        if (reads === 1) throw new Error('connection terminated unexpectedly');
        return [];
      });
      // The clock breaks on the second run, as any code in a run might.
      let ticks = 0;
      const now = () => {
        ticks++;
        if (ticks === 2) throw new Error('clock unavailable');
        return NOW;
      };
      const stop = scheduleAlertEvaluation(deps, 1, now);
      await vi.advanceTimersByTimeAsync(3 * 60_000);
      await expect(stop()).resolves.toBeUndefined();
      expect(lines.map((line) => line.msg)).toEqual([
        'price alert evaluation failed',
        'price alert evaluation failed',
        'price alerts evaluated',
      ]);
      expect(lines[2]).toMatchObject({ checked: 0 });
      vi.useRealTimers();
      await new Promise((resolve) => setImmediate(resolve));
      expect(escaped).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
