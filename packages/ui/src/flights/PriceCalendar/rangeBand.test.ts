import { describe, expect, it } from 'vitest';
import { rangeBand } from './rangeBand';

describe('rangeBand', () => {
  it.each([
    [500, 'low'],
    [529.9, 'low'],
    [530, 'middle'],
    [559.9, 'middle'],
    [560, 'high'],
    [600, 'high'],
  ])('puts $%d in a $500–$600 month %s (under 0.3 green, under 0.6 yellow, else red)', (price, band) => {
    expect(rangeBand(price, 500, 600)).toBe(band);
  });

  it('calls a month of one price low', () => {
    expect(rangeBand(420, 420, 420)).toBe('low');
  });
});
