import { describe, expect, it } from 'vitest';
import {
  AiRecommendation,
  type Destination,
  type FlightSearchResponse,
  type PriceCalendarEntry,
} from '@farewise/contracts';
import { destinationMatch, type TravelProfile } from './destinationMatch';
import {
  alertDealCard,
  alternativeCode,
  calendarDealCard,
  destinationCard,
  flightSearchHref,
  mixCards,
  monthLabel,
  monthOf,
  routeCard,
  timingCard,
  type Candidate,
  type RouteLead,
} from './recommendationCards';

const search: FlightSearchResponse = {
  flights: [],
  priceStats: { current: 455, lowest: 412.5, predicted: 430 },
  recommendations: { month: 'March 2027', savings: 86, confidence: 72 },
  alternatives: [{ name: 'Brussels (BRU)', description: '264 km from Paris, Belgium', price: 401.2, savings: 53.8 }],
};
const lead = (destination: string, why: RouteLead['why'], found = search): RouteLead => ({
  origin: { code: 'NYC', name: 'New York' },
  destination: { code: destination.slice(0, 3).toUpperCase(), name: destination },
  search: found,
  why,
  tags: ['city'],
});
const day = (date: string, price: number | null): PriceCalendarEntry => ({
  date,
  price,
  available: price !== null,
  recommendation: price === null ? null : 'best',
  trend: null,
  deals: [],
});
const lisbon: Destination = {
  id: 'lisbon',
  name: 'Lisbon',
  city: 'Lisbon',
  country: 'Portugal',
  category: 'city',
  imageUrl: '',
  description: 'Hilltop neighbourhoods and trams.',
  averagePrice: 596,
  priceChange: -5,
  trending: true,
  iataCode: 'LIS',
};
const valid = (card: AiRecommendation | undefined) => {
  expect(card).toBeDefined();
  expect(AiRecommendation.parse(card)).toEqual(card);
  return card!;
};

describe('timingCard', () => {
  it('is the forecast’s best month with its confidence, today’s fare and the saving, and the route’s search', () => {
    const card = valid(timingCard(lead('Paris', 'saved')));
    expect(card).toMatchObject({
      id: 'timing-NYC-PAR',
      type: 'timing',
      title: 'Fly New York → Paris in March',
      price: 455,
      tripType: 'oneWay',
      savings: 86,
      confidence: 72,
      bestTime: 'March 2027',
      tags: ['city', 'saved'],
      href: '/?origin=NYC&destination=PAR&flexibleDates=specific-dates',
      route: { origin: 'NYC', destination: 'PAR' },
    });
    expect(card.reasons).toEqual([
      'Fares found today start at $455 per person',
      'Flying in March 2027 saves about $86',
      'You saved a search for this route',
    ]);
    expect(card.aiInsights).toBe(
      'Of the next 12 months the forecast priced for New York → Paris, March 2027 is the cheapest, with 72% confidence.',
    );
  });

  it('is not made when the best month saves nothing', () => {
    const flat = { ...search, recommendations: { ...search.recommendations, savings: 0 } };
    expect(timingCard(lead('Paris', 'trending', flat))).toBeUndefined();
  });
});

describe('alertDealCard', () => {
  it('is made for a fare under the target, saying by how much', () => {
    const card = valid(alertDealCard(lead('Paris', 'alert'), { targetPrice: 500 }));
    expect(card).toMatchObject({
      id: 'deal-alert-NYC-PAR',
      type: 'deal',
      title: 'New York → Paris has reached your target price',
      price: 455,
      tripType: 'oneWay',
      confidence: 72,
      href: '/?origin=NYC&destination=PAR&flexibleDates=specific-dates',
      route: { origin: 'NYC', destination: 'PAR' },
      tags: ['city', 'price alert'],
    });
    expect(card.savings).toBeUndefined();
    expect(card.reasons).toEqual([
      "Today's fare: $455 per person",
      'Your target: $500',
      '$45 under your target',
      'You set a price alert on this route',
    ]);
    expect(card.aiInsights).toBe("The forecast's cheapest month for this route is March 2027, with 72% confidence.");
  });

  it('is made within 10 % above the target, and not beyond', () => {
    const near = valid(alertDealCard(lead('Paris', 'alert'), { targetPrice: 420 }));
    expect(near.title).toBe('New York → Paris is within 8.3% of your target');
    expect(near.reasons[2]).toBe('$35 above your target');
    expect(alertDealCard(lead('Paris', 'alert'), { targetPrice: 413.64 })).toBeDefined();
    expect(alertDealCard(lead('Paris', 'alert'), { targetPrice: 413.6 })).toBeUndefined();
  });
});

describe('calendarDealCard', () => {
  const calendar = { month: '2027-03', topDeals: [day('2027-03-09', 398.4), day('2027-03-10', 401)] };

  it('is the month’s cheapest day, its saving on today’s fare, and the search for that day', () => {
    const card = valid(calendarDealCard(lead('Paris', 'trending'), calendar));
    expect(card).toMatchObject({
      id: 'deal-NYC-PAR-2027-03-09',
      type: 'deal',
      title: 'Paris for $398.40 on Tuesday 9 March 2027',
      price: 398.4,
      tripType: 'oneWay',
      savings: 56.6,
      confidence: 72,
      bestTime: 'Tuesday 9 March 2027',
      href: '/?origin=NYC&destination=PAR&flexibleDates=specific-dates&departureDate=2027-03-09',
      route: { origin: 'NYC', destination: 'PAR' },
      tags: ['city', 'cheapest day', 'trending'],
    });
    expect(card.reasons).toEqual([
      '$398.40 per person one way on Tuesday 9 March 2027',
      "$56.60 less than today's fare of $455",
      "March 2027 is the forecast's cheapest month for this route",
      'Paris is trending',
    ]);
  });

  it('names the best month only when the calendar is of that month', () => {
    const card = valid(calendarDealCard(lead('Paris', 'saved'), { ...calendar, month: '2027-04' }));
    expect(card.reasons).not.toContain("March 2027 is the forecast's cheapest month for this route");
    expect(card.description).toBe('The cheapest day of April 2027 to fly New York → Paris on the price calendar.');
  });

  it('is not made when no day is cheaper than today’s fare, or the month has no fares', () => {
    expect(calendarDealCard(lead('Paris', 'saved'), { month: '2027-03', topDeals: [day('2027-03-09', 455)] })).toBe(
      undefined,
    );
    expect(calendarDealCard(lead('Paris', 'saved'), { month: '2027-03', topDeals: [] })).toBeUndefined();
  });
});

describe('routeCard', () => {
  it('is the cheaper nearby airport with its fare and saving, and that route’s own forecast and search', () => {
    const [alternative] = search.alternatives;
    const card = valid(
      routeCard(lead('Paris', 'saved'), {
        destination: { code: 'BRU', name: 'Brussels' },
        alternative: alternative!,
        forecast: { month: 'February 2027', savings: 40, confidence: 81 },
      }),
    );
    expect(card).toMatchObject({
      id: 'route-NYC-BRU',
      type: 'route',
      title: 'Fly New York → Brussels instead of Paris',
      destination: 'Brussels',
      price: 401.2,
      tripType: 'oneWay',
      savings: 53.8,
      confidence: 81,
      href: '/?origin=NYC&destination=BRU&flexibleDates=specific-dates',
      route: { origin: 'NYC', destination: 'BRU' },
    });
    expect(card.reasons).toEqual([
      'Fares to Paris found today start at $455 per person',
      'Brussels: $401.20 on the same day',
      '264 km from Paris, Belgium',
      'You saved a search for this route',
    ]);
  });

  it('reads the airport code from the alternative’s name', () => {
    expect(alternativeCode(search.alternatives[0]!)).toBe('BRU');
    expect(alternativeCode({ ...search.alternatives[0]!, name: 'Brussels' })).toBeUndefined();
  });
});

describe('destinationCard', () => {
  const profile: TravelProfile = { budgetMax: 500, favourites: [{ ...lisbon, id: 'porto', name: 'Porto' }] };
  const home = { code: 'NYC', name: 'New York' };

  it('is the match score, the round trip from home, the facts it was scored on, and the destination page', () => {
    const card = valid(
      destinationCard({ destination: lisbon, match: destinationMatch(lisbon, profile) }, profile, home),
    );
    expect(card).toMatchObject({
      id: 'destination-lisbon',
      type: 'destination',
      title: 'Discover Lisbon, Portugal',
      destination: 'Lisbon',
      price: 596,
      tripType: 'roundTrip',
      confidence: destinationMatch(lisbon, profile).score,
      href: '/destination/lisbon',
      tags: ['city', 'trending', 'your interests'],
    });
    expect(card.route).toBeUndefined();
    expect(card.reasons).toEqual([
      'Round trip from New York from $596 per person',
      'Above your budget of up to $500',
      'A city destination, like Porto in your favourites',
      'Lisbon is trending',
      'Fares down 5% on a month ago',
    ]);
    expect(card.aiInsights).toBe(
      'Match score 88% from points for budget 33.6/40, interests 30/30, trending 15/15, fare trend 9/15.',
    );
  });

  it('for a guest states no budget or interests', () => {
    const guest = { favourites: [] };
    const card = valid(destinationCard({ destination: lisbon, match: destinationMatch(lisbon, guest) }, guest, home));
    expect(card.reasons).toEqual([
      'Round trip from New York from $596 per person',
      'Lisbon is trending',
      'Fares down 5% on a month ago',
    ]);
    expect(card.aiInsights).toBe('Match score 80% from points for trending 15/15, fare trend 9/15.');
  });
});

describe('helpers', () => {
  it('link a route’s flight search, on a day when given', () => {
    expect(flightSearchHref('JFK', 'CDG')).toBe('/?origin=JFK&destination=CDG&flexibleDates=specific-dates');
    expect(flightSearchHref('JFK', 'CDG', '2027-03-09')).toBe(
      '/?origin=JFK&destination=CDG&flexibleDates=specific-dates&departureDate=2027-03-09',
    );
  });

  it('turn a forecast month into YYYY-MM and back', () => {
    expect(monthOf('March 2027')).toBe('2027-03');
    expect(monthOf('Marchember')).toBeUndefined();
    expect(monthLabel('2027-03')).toBe('March 2027');
  });
});

describe('mixCards', () => {
  const candidate = (type: AiRecommendation['type'], place: string, id = `${type}-${place}`): Candidate => ({
    card: { id, type, title: id, description: '', destination: place, confidence: 50, reasons: [], tags: [] },
    place,
  });
  const ids = (cards: AiRecommendation[]) => cards.map((card) => card.id);

  it('takes one card of each queue in turn, up to the limit', () => {
    const cards = mixCards(
      [
        { general: false, candidates: [candidate('deal', 'PAR'), candidate('deal', 'LIS'), candidate('deal', 'ROM')] },
        { general: false, candidates: [candidate('timing', 'PAR'), undefined, candidate('timing', 'LIS')] },
        { general: true, candidates: [candidate('destination', 'HND')] },
      ],
      5,
    );
    expect(ids(cards)).toEqual(['deal-PAR', 'timing-PAR', 'destination-HND', 'deal-LIS', 'timing-LIS']);
  });

  it('never repeats an id, and a general card never repeats a place already listed', () => {
    const cards = mixCards(
      [
        { general: false, candidates: [candidate('timing', 'PAR'), candidate('timing', 'PAR')] },
        { general: true, candidates: [candidate('destination', 'PAR'), candidate('destination', 'LIS')] },
        { general: true, candidates: [candidate('deal', 'LIS'), candidate('deal', 'ROM')] },
      ],
      6,
    );
    expect(ids(cards)).toEqual(['timing-PAR', 'destination-LIS', 'deal-ROM']);
  });

  it('is the same list for the same queues', () => {
    const queues = [{ general: true, candidates: [candidate('deal', 'PAR'), candidate('timing', 'LIS')] }];
    expect(mixCards(queues, 6)).toEqual(mixCards(queues, 6));
    expect(queues[0]!.candidates).toHaveLength(2);
  });
});
