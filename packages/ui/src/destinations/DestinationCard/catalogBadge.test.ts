import { describe, expect, it } from 'vitest';
import { catalogBadge } from './catalogBadge';

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
