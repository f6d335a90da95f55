import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN, type Destination } from '@farewise/contracts';
import { destinationFacts } from './destinationFacts';

const capeTown: Destination = {
  id: 'cape-town',
  name: 'Cape Town',
  city: 'Cape Town',
  country: 'South Africa',
  iataCode: 'CPT',
  category: 'beach',
  description: 'Table Mountain over two oceans.',
  imageUrl: '',
  averagePrice: '1142.50',
  priceChange: '-12.5%',
  trending: false,
};

describe('destinationFacts', () => {
  it('reads the fare and its change as numbers, from either of their contract forms', () => {
    expect(destinationFacts(capeTown, DEFAULT_ORIGIN)).toMatchObject({ averagePrice: 1142.5, priceChange: -12.5 });
    expect(destinationFacts({ ...capeTown, averagePrice: 980, priceChange: 4 }, 'BOS')).toMatchObject({
      averagePrice: 980,
      priceChange: 4,
    });
  });

  it('names the default home New York, and any other by its code', () => {
    expect(destinationFacts(capeTown, DEFAULT_ORIGIN).from).toBe('New York');
    expect(destinationFacts(capeTown, 'LHR').from).toBe('LHR');
  });

  it("links flights, flexible dates and hotels to the destination's city", () => {
    expect(destinationFacts(capeTown, DEFAULT_ORIGIN).links).toEqual({
      flights: '/?destination=Cape+Town',
      flexibleDates: '/flexible-search?destination=Cape+Town',
      hotels: '/hotels?destination=Cape+Town',
    });
  });
});
