import { describe, expect, it } from 'vitest';
import { destinationPrice } from './destinationPrice';

describe('destinationPrice', () => {
  it('doubles today’s one-way fare for a round trip and compares it with 30 days ago', () => {
    const calls: string[] = [];
    const fares: Record<string, number> = { '2026-03-15': 330.4, '2026-02-13': 300 };
    const price = destinationPrice('2026-03-15', (departure, booked) => {
      calls.push(`${booked}->${departure}`);
      return fares[booked]!;
    });
    expect(calls).toEqual(['2026-03-15->2026-04-29', '2026-02-13->2026-03-30']);
    expect(price).toEqual({ averagePrice: 661, priceChange: 10.1 });
  });

  it('reports a fall as a negative change', () => {
    expect(destinationPrice('2026-03-15', (_d, booked) => (booked === '2026-03-15' ? 270 : 300)).priceChange).toBe(-10);
  });
});
