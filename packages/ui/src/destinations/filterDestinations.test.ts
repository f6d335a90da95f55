import { describe, expect, it } from 'vitest';
import { ALL, distinctCategories, filterDestinations } from './filterDestinations';

const places = [
  { name: 'Reykjavík', city: 'Reykjavík', country: 'Iceland', category: 'adventure' as const },
  { name: 'Bali', city: 'Denpasar', country: 'Indonesia', category: 'beach' as const },
  { name: 'Lisbon', city: 'Lisbon', country: 'Portugal', category: 'city' as const },
  { name: 'Cancún', city: 'Cancún', country: 'Mexico', category: 'beach' as const },
];
const names = (list: { name: string }[]) => list.map((d) => d.name);

describe('filterDestinations', () => {
  it('matches name, city or country, ignoring case, accents and spaces around', () => {
    expect(names(filterDestinations(places, '  reykjavik ', ALL))).toEqual(['Reykjavík']);
    expect(names(filterDestinations(places, 'DENPASAR', ALL))).toEqual(['Bali']);
    expect(names(filterDestinations(places, 'mexico', ALL))).toEqual(['Cancún']);
    expect(names(filterDestinations(places, '', ALL))).toEqual(names(places));
  });

  it('narrows by category, together with the text', () => {
    expect(names(filterDestinations(places, '', 'beach'))).toEqual(['Bali', 'Cancún']);
    expect(names(filterDestinations(places, 'bali', 'city'))).toEqual([]);
  });

  it('lists each category once, in first-seen order', () => {
    expect(distinctCategories(places)).toEqual(['adventure', 'beach', 'city']);
  });
});
