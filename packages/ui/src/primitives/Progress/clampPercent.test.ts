import { describe, expect, it } from 'vitest';
import { clampPercent } from './clampPercent';

describe('clampPercent', () => {
  it('keeps values inside 0–100 and clamps the rest', () => {
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
  });
  it('treats NaN as 0', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
