import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, palette } from './palette';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches the WCAG reference value for #767676 on white (4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours that are not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });

  it.each(['light', 'dark'] as const)('every pair the %s theme draws meets WCAG AA for text (4.5:1)', (theme) => {
    for (const [fg, bg] of contrastPairs) {
      expect(contrastRatio(palette[theme][fg], palette[theme][bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
