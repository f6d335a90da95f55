import { describe, expect, it } from 'vitest';
import { matchLevel } from './match';

describe('matchLevel', () => {
  it.each([
    [100, 'strong'],
    [90, 'strong'],
    [89.9, 'fair'],
    [80, 'fair'],
    [79.99, 'weak'],
    [0, 'weak'],
  ] as const)('colours %d%% as %s (green ≥ 90, yellow ≥ 80, orange below)', (confidence, level) => {
    expect(matchLevel(confidence)).toBe(level);
  });
});
