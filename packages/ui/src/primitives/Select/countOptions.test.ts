import { describe, expect, it } from 'vitest';
import { countOptions } from './countOptions';

describe('countOptions', () => {
  it('labels each count from min to max with its noun', () => {
    expect(countOptions(1, 3, 'room')).toEqual([
      { value: '1', label: '1 room' },
      { value: '2', label: '2 rooms' },
      { value: '3', label: '3 rooms' },
    ]);
  });
});
