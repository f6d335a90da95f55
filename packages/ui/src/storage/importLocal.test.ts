import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '@farewise/contracts';
import { importLocal, importToast } from './importLocal';

const alert = (id: number, origin: string): PriceAlert => ({
  id,
  origin,
  destination: 'KEF',
  targetPrice: 400,
  currentPrice: null,
  isActive: true,
  alertType: 'below',
  dropPercentage: 10,
  createdAt: '2026-03-01T00:00:00Z',
  lastTriggered: null,
  notifications: { email: true, push: true },
});

/** A browser store and a server that refuses the POSTs of the given origins once. */
function setUp(stored: PriceAlert[], failOnce: string[]) {
  let kept = [...stored];
  const posted: string[] = [];
  const refusing = new Set(failOnce);
  return {
    kept: () => kept.map((a) => a.origin),
    posted,
    create: async (a: PriceAlert) => {
      if (refusing.delete(a.origin)) throw new Error('500: Database unavailable');
      posted.push(a.origin);
    },
    forget: ({ id }: PriceAlert) => {
      kept = kept.filter((a) => a.id !== id);
    },
    current: () => kept,
  };
}

describe('importLocal', () => {
  it('forgets each alert once posted and keeps the failed one for the retry', async () => {
    const store = setUp([alert(1, 'SEA'), alert(2, 'BOS'), alert(3, 'MIA')], ['BOS']);
    await expect(importLocal(store.current(), store.create, store.forget)).resolves.toEqual({
      imported: 2,
      failed: 1,
    });
    expect(store.kept()).toEqual(['BOS']);

    // The retry posts only what is still kept: every alert reaches the server exactly once.
    await expect(importLocal(store.current(), store.create, store.forget)).resolves.toEqual({
      imported: 1,
      failed: 0,
    });
    expect(store.kept()).toEqual([]);
    expect(store.posted.sort()).toEqual(['BOS', 'MIA', 'SEA']);
  });

  it('keeps everything when every POST fails', async () => {
    const store = setUp([alert(1, 'SEA'), alert(2, 'BOS')], ['SEA', 'BOS']);
    await expect(importLocal(store.current(), store.create, store.forget)).resolves.toEqual({
      imported: 0,
      failed: 2,
    });
    expect(store.kept()).toEqual(['SEA', 'BOS']);
  });

  it('names what was imported', () => {
    expect(importToast({ imported: 1, failed: 0 }, 'trip').title).toBe('Trips imported');
    expect(importToast({ imported: 0, failed: 1 }, 'trip').title).toBe('Some trips could not be imported');
  });
});

describe('importToast', () => {
  it('confirms a full import and flags a partial one as critical', () => {
    expect(importToast({ imported: 3, failed: 0 }, 'alert')).toEqual({
      title: 'Alerts imported',
      description: '3 of 3 imported into your account.',
      tone: 'positive',
    });
    expect(importToast({ imported: 2, failed: 1 }, 'alert')).toEqual({
      title: 'Some alerts could not be imported',
      description: '2 of 3 imported into your account.',
      tone: 'critical',
    });
  });

  it('names what was imported', () => {
    expect(importToast({ imported: 1, failed: 0 }, 'trip').title).toBe('Trips imported');
    expect(importToast({ imported: 0, failed: 1 }, 'trip').title).toBe('Some trips could not be imported');
  });
});
