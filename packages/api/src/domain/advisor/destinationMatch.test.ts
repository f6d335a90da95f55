import { describe, expect, it } from 'vitest';
import type { Destination, User } from '@farewise/contracts';
import { amount, destinationMatch, rankDestinations, travelProfile } from './destinationMatch';

const place = (id: string, fields: Partial<Destination> = {}): Destination => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  city: id[0]!.toUpperCase() + id.slice(1),
  country: 'Somewhere',
  category: 'city',
  imageUrl: '',
  description: '',
  averagePrice: 600,
  priceChange: 0,
  trending: false,
  iataCode: id.slice(0, 3).toUpperCase(),
  ...fields,
});
const user = (favoriteDestinations: string[], max = 1000): User => ({
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  firstName: null,
  lastName: null,
  createdAt: '2026-03-15T09:30:00.000Z',
  preferences: { budgetRange: { min: 0, max, currency: 'USD' }, favoriteDestinations, travelCompanions: 0 },
  notifications: { priceAlerts: true, dealAlerts: false },
});

describe('destinationMatch', () => {
  it('scores a guest on trending and the fare trend only', () => {
    expect(destinationMatch(place('lisbon', { trending: true, priceChange: -25 }), { favourites: [] })).toMatchObject({
      score: 100,
      points: [
        { criterion: 'trending', weight: 15, points: 15 },
        { criterion: 'fareTrend', weight: 15, points: 15 },
      ],
    });
    expect(Object.keys(destinationMatch(place('lisbon'), { favourites: [] })).sort()).toEqual([
      'fare',
      'fareChange',
      'points',
      'score',
    ]);
    expect(destinationMatch(place('oslo', { priceChange: '25%' }), { favourites: [] }).score).toBe(0);
    expect(destinationMatch(place('oslo', { priceChange: '0' }), { favourites: [] }).score).toBe(25);
  });

  it('adds the budget (a share of it above the top) and the kinds of place of the favourites', () => {
    const porto = place('porto', { category: 'beach' });
    const match = destinationMatch(place('lisbon', { averagePrice: '800', category: 'beach' }), {
      budgetMax: 600,
      favourites: [porto],
    });
    expect(match).toMatchObject({ fare: 800, fareChange: 0, withinBudget: false, sharedWith: porto });
    expect(match.points).toEqual([
      { criterion: 'budget', weight: 40, points: 30 },
      { criterion: 'interests', weight: 30, points: 30 },
      { criterion: 'trending', weight: 15, points: 0 },
      { criterion: 'fareTrend', weight: 15, points: 7.5 },
    ]);
    expect(match.score).toBe(68);
    const elsewhere = destinationMatch(place('rome'), { budgetMax: 600, favourites: [porto] });
    expect([elsewhere.withinBudget, elsewhere.sharedWith, elsewhere.score]).toEqual([true, null, 48]);
  });
});

describe('travelProfile and rankDestinations', () => {
  const catalogue = [
    place('lisbon', { trending: true, priceChange: -10 }),
    place('bali', { category: 'beach' }),
    place('cancun', { category: 'beach', priceChange: -20 }),
    place('tulum', { category: 'beach', averagePrice: 2000 }),
    place('oslo'),
    place('newark', { trending: true, iataCode: 'NYC' }),
    place('phuket', { category: 'beach', trending: true }),
  ];

  it('reads the budget’s top and the favourites found in the catalogue by name or city', () => {
    const profile = travelProfile(user([' bali ', 'Atlantis']), catalogue);
    expect(profile.budgetMax).toBe(1000);
    expect(profile.favourites.map((d) => d.id)).toEqual(['bali']);
  });

  it('ranks trending destinations and those of a favoured kind, best first, without favourites or home', () => {
    const ranked = rankDestinations(catalogue, travelProfile(user(['Bali']), catalogue), 'NYC');
    expect(ranked.map(({ destination, match }) => [destination.id, match.score])).toEqual([
      ['phuket', 93],
      ['cancun', 84],
      ['lisbon', 66],
      ['tulum', 58],
    ]);
  });

  it('for a guest ranks the trending ones, ties in catalogue order', () => {
    const ranked = rankDestinations(catalogue, { favourites: [] }, 'NYC');
    expect(ranked.map(({ destination }) => destination.id)).toEqual(['lisbon', 'phuket']);
  });
});

describe('amount', () => {
  it('reads numbers and numeric text with a percent sign', () => {
    expect([amount(12.5), amount('-4.5%'), amount('310')]).toEqual([12.5, -4.5, 310]);
  });
});
