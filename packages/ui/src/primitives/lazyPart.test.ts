import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

describe('lazyPart', () => {
  it('fetches once however often it is loaded, and keeps the part', async () => {
    const importPart = vi.fn(() => Promise.resolve('panel'));
    const part = lazyPart(importPart);
    expect(part.current).toBeUndefined();
    await expect(Promise.all([part.load(), part.load()])).resolves.toEqual(['panel', 'panel']);
    await part.load();
    expect(importPart).toHaveBeenCalledTimes(1);
    expect(part.current).toBe('panel');
  });

  it('tries again on the next load after a failed fetch', async () => {
    const importPart = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('panel');
    const part = lazyPart(importPart);
    await expect(part.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(part.current).toBeUndefined();
    await expect(part.load()).resolves.toBe('panel');
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});
