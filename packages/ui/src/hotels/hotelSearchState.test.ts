import { describe, expect, it } from 'vitest';
import { HotelsSearchParams } from '@farewise/contracts';
import { defaultStay, hotelFormValues, hotelQuery, submittedHotelSearch } from './hotelSearchState';

const paris = { iataCode: 'PAR', name: 'Paris', city: 'Paris', country: 'France', countryCode: 'FR' };

describe('hotel search state (spec 02 §5, §9)', () => {
  it('defaults a stay to today and 3 days later, across a month end', () => {
    expect(defaultStay('2026-03-30')).toEqual({ checkInDate: '2026-03-30', checkOutDate: '2026-04-02' });
  });

  it('asks for nothing without a destination', () => {
    expect(hotelQuery(HotelsSearchParams.parse({}), '2026-03-15')).toBeNull();
  });

  it('sends a link’s city name as given, with the default stay, 2 guests, 1 room, USD', () => {
    expect(hotelQuery(HotelsSearchParams.parse({ destination: 'Paris' }), '2026-03-15')).toEqual({
      destination: 'Paris',
      checkInDate: '2026-03-15',
      checkOutDate: '2026-03-18',
      guests: 2,
      rooms: 1,
      currency: 'USD',
    });
  });

  it('shows the URL’s stay in the form and submits the picked place’s code, keeping filter and sort', () => {
    const search = HotelsSearchParams.parse({
      destination: 'Paris',
      checkInDate: '2026-04-01',
      checkOutDate: '2026-04-05',
      guests: 3,
      rooms: 2,
      sort: 'rating',
    });
    const values = hotelFormValues(search, paris, '2026-03-15');
    expect(values).toMatchObject({ destination: paris, checkInDate: '2026-04-01', guests: 3, rooms: 2 });
    const submitted = submittedHotelSearch(
      { ...values, destination: paris, checkInDate: '2026-04-02', checkOutDate: '2026-04-04', currency: 'USD' },
      search,
    );
    expect(submitted).toEqual({ ...search, destination: 'PAR', checkInDate: '2026-04-02', checkOutDate: '2026-04-04' });
  });
});
