import { describe, expect, it } from 'vitest';
import { homeBadge, priceChangeValue } from './homeBadge';

describe('homeBadge (spec 01 §9)', () => {
  it('says Trending for trending destinations whatever their price', () => {
    expect(homeBadge({ trending: true, priceChange: -40 })).toBe('Trending');
  });
  it('says Price Alert below -15 %, Best Price below 0 %, Popular otherwise', () => {
    expect(homeBadge({ trending: false, priceChange: -15.1 })).toBe('Price Alert');
    expect(homeBadge({ trending: false, priceChange: -15 })).toBe('Best Price');
    expect(homeBadge({ trending: false, priceChange: -0.1 })).toBe('Best Price');
    expect(homeBadge({ trending: false, priceChange: 0 })).toBe('Popular');
    expect(homeBadge({ trending: false, priceChange: 12 })).toBe('Popular');
  });
  it('reads numeric strings with or without a percent sign', () => {
    expect(priceChangeValue('-18.5%')).toBe(-18.5);
    expect(homeBadge({ trending: false, priceChange: '-20' })).toBe('Price Alert');
  });
});
