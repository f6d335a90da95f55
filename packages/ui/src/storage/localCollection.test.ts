import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceAlert } from '@farewise/contracts';
import { localCollection } from './localCollection';

const KEY = 'farewise-test-alerts';

const alert: PriceAlert = {
  id: 1,
  origin: 'SEA',
  destination: 'KEF',
  targetPrice: 400,
  currentPrice: null,
  isActive: true,
  alertType: 'below',
  dropPercentage: 10,
  createdAt: '2026-03-01T00:00:00Z',
  lastTriggered: null,
  notifications: { email: true, push: true },
};

beforeEach(() => {
  const values = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('localCollection', () => {
  it('reads back what it wrote, and removes the key for an empty list', () => {
    const store = localCollection(KEY, PriceAlert);
    expect(store.read()).toEqual([]);
    store.write([alert]);
    expect(store.read()).toEqual([alert]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([alert]);
    store.write([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops stored items that are off-contract and keeps the rest', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { ...alert, id: 'one' },
        { ...alert, id: 2 },
      ]),
    );
    expect(localCollection(KEY, PriceAlert).read()).toEqual([{ ...alert, id: 2 }]);
  });

  it.each(['not json', '{"an":"object"}'])('reads %s as an empty list', (raw) => {
    localStorage.setItem(KEY, raw);
    expect(localCollection(KEY, PriceAlert).read()).toEqual([]);
  });
});
