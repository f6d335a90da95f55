import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../testing/stubLocalStorage';
import { localCollection } from './localCollection';

const KEY = 'farewise-test-list';

/** Whole numbers only: enough to see off-contract items dropped. */
const WholeNumber = {
  safeParse: (value: unknown) =>
    Number.isInteger(value) ? { success: true, data: value as number } : { success: false },
};

beforeEach(() => {
  stubLocalStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('localCollection', () => {
  it('reads back what it wrote, and removes the key for an empty list', () => {
    const store = localCollection(KEY, WholeNumber);
    expect(store.read()).toEqual([]);
    store.write([1, 2]);
    expect(store.read()).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([1, 2]);
    store.write([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops stored items that are off-contract and keeps the rest', () => {
    localStorage.setItem(KEY, JSON.stringify(['one', 2, 2.5, 3]));
    expect(localCollection(KEY, WholeNumber).read()).toEqual([2, 3]);
  });

  it.each(['not json', '{"an":"object"}'])('reads %s as an empty list', (raw) => {
    localStorage.setItem(KEY, raw);
    expect(localCollection(KEY, WholeNumber).read()).toEqual([]);
  });
});
