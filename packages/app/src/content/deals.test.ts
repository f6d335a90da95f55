import { describe, expect, it } from 'vitest';
import { Deal } from '@farewise/contracts';
import { travelDeals } from './deals';

describe('travel deals content (spec 02 §3, §9)', () => {
  const today = new Date('2026-11-21T12:00:00');
  const deals = travelDeals(today);

  it('holds eight valid deals with unique ids', () => {
    expect(deals).toHaveLength(8);
    for (const deal of deals) expect(() => Deal.parse(deal)).not.toThrow();
    expect(new Set(deals.map((d) => d.id)).size).toBe(8);
  });

  it('ends every deal after today, relative to the day it is shown', () => {
    for (const deal of deals) expect(deal.validUntil > '2026-11-21').toBe(true);
    expect(travelDeals(new Date('2027-06-01T12:00:00'))[0]!.validUntil > '2027-06-01').toBe(true);
  });

  it('discounts are the rounded saving, topping out at the banner’s 60 %', () => {
    for (const deal of deals) {
      expect(deal.salePrice).toBeLessThan(deal.originalPrice);
      expect(deal.discount).toBe(Math.round((1 - deal.salePrice / deal.originalPrice) * 100));
    }
    expect(Math.max(...deals.map((d) => d.discount))).toBe(60);
  });

  it('covers every region and type, with featured and urgent deals, and origins only on flights', () => {
    expect(new Set(deals.map((d) => d.category))).toEqual(new Set(['Europe', 'Asia', 'Domestic', 'Adventure']));
    expect(new Set(deals.map((d) => d.type))).toEqual(new Set(['flight', 'package', 'hotel', 'experience']));
    expect(deals.some((d) => d.featured)).toBe(true);
    expect(deals.some((d) => d.urgent)).toBe(true);
    for (const deal of deals) expect(deal.origin === undefined).toBe(deal.type !== 'flight');
  });
});
