import { describe, expect, it } from 'vitest';
import { HotelSearchQuery, hotelSearchFields, hotelTier, stayNights } from './hotels';

describe('stayNights (spec 02 §9: the rounded-up day difference)', () => {
  it('counts whole days between the dates', () => {
    expect(stayNights('2026-03-15', '2026-03-18')).toBe(3);
    expect(stayNights('2026-03-31', '2026-04-01')).toBe(1);
  });

  it('is negative when check-out comes first', () => {
    expect(stayNights('2026-03-18', '2026-03-15')).toBe(-3);
  });
});

describe('HotelSearchQuery', () => {
  const query = { destination: 'PAR', checkInDate: '2026-03-15', checkOutDate: '2026-03-18' };

  it('fills the spec defaults: 2 guests, 1 room, USD', () => {
    expect(HotelSearchQuery.parse(query)).toEqual({ ...query, guests: 2, rooms: 1, currency: 'USD' });
  });

  it('names check-out when it is not after check-in', () => {
    const result = HotelSearchQuery.safeParse({ ...query, checkOutDate: '2026-03-15' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['checkOutDate'], 'Check-out must be after check-in'],
    ]);
  });

  it('caps a stay at 30 nights', () => {
    expect(HotelSearchQuery.safeParse({ ...query, checkOutDate: '2026-04-14' }).success).toBe(true);
    const result = HotelSearchQuery.safeParse({ ...query, checkOutDate: '2026-04-15' });
    expect(result.error?.issues[0]?.message).toBe('A stay can be at most 30 nights');
  });

  it('bounds guests to 1–6 and rooms to 1–4', () => {
    expect(HotelSearchQuery.safeParse({ ...query, guests: '7' }).error?.issues[0]?.path).toEqual(['guests']);
    expect(HotelSearchQuery.safeParse({ ...query, rooms: '0' }).error?.issues[0]?.path).toEqual(['rooms']);
  });
});

describe('hotelSearchFields (spec 02 §5)', () => {
  const paris = { iataCode: 'PAR', name: 'Paris', city: 'Paris', country: 'France', countryCode: 'FR' };
  const fields = {
    destination: paris,
    checkInDate: '2026-03-15',
    checkOutDate: '2026-03-18',
    guests: 2,
    rooms: 1,
    currency: 'USD' as const,
  };
  const messages = (values: object) =>
    hotelSearchFields('2026-03-15')
      .safeParse({ ...fields, ...values })
      .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('accepts a stay from today', () => {
    expect(messages({})).toBeUndefined();
  });

  it('names each missing field', () => {
    expect(messages({ destination: null, checkInDate: '', checkOutDate: '' })).toEqual([
      'destination: Select a destination',
      'checkInDate: Choose a check-in date',
      'checkOutDate: Choose a check-out date',
    ]);
  });

  it('rejects a past check-in, a check-out not after it, and over 30 nights', () => {
    expect(messages({ checkInDate: '2026-03-14' })).toEqual(['checkInDate: Check-in cannot be in the past']);
    expect(messages({ checkOutDate: '2026-03-15' })).toEqual(['checkOutDate: Check-out must be after check-in']);
    expect(messages({ checkOutDate: '2026-04-15' })).toEqual(['checkOutDate: A stay can be at most 30 nights']);
  });
});

describe('hotelTier (spec 02 §9)', () => {
  it('labels each band from its lower bound', () => {
    expect([5, 4.5, 4.49, 4, 3.9, 3.5, 3.49, 2].map(hotelTier)).toEqual([
      'Luxury',
      'Luxury',
      'Premium',
      'Premium',
      'Standard',
      'Standard',
      'Budget',
      'Budget',
    ]);
  });
});
