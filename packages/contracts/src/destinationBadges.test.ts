import { describe, expect, it } from 'vitest';
import { catalogBadge, homeBadge, priceChangeValue } from './destinationBadges';

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

describe('catalogBadge (spec 02 §9)', () => {
  it('a change of 10 % or more either way beats trending', () => {
    expect(catalogBadge({ priceChange: 10, trending: true, category: 'city' })).toBe('Price Rising');
    expect(catalogBadge({ priceChange: '-12.5%', trending: true, category: 'beach' })).toBe('Great Deal');
    expect(catalogBadge({ priceChange: -10, trending: false, category: 'beach' })).toBe('Great Deal');
  });

  it('below 10 % it is Trending, then the category, then Popular', () => {
    expect(catalogBadge({ priceChange: 9.9, trending: true, category: 'city' })).toBe('Trending');
    expect(catalogBadge({ priceChange: '-9.9', trending: false, category: 'mountain' })).toBe('mountain');
    expect(catalogBadge({ priceChange: 0, trending: false })).toBe('Popular');
  });
});
