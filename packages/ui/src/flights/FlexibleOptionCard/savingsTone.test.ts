import { describe, expect, it } from 'vitest';
import { savingsTone } from './savingsTone';

describe('savingsTone', () => {
  it.each([
    [150.01, 'positive'],
    [150, 'info'],
    [100.01, 'info'],
    [100, 'neutral'],
    [0, 'neutral'],
  ])('colours a saving of $%d %s (green above 150, blue above 100, grey otherwise)', (savings, tone) => {
    expect(savingsTone(savings)).toBe(tone);
  });
});
