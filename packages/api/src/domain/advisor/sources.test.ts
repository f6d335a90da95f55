import { describe, expect, it } from 'vitest';
import type { AdvisorSource, FlightSearchResponse } from '@farewise/contracts';
import type { Stay } from '../hotels/offers';
import { historyFixture } from '../../testing/priceHistory';
import { historyAnswer } from './historyAnswer';
import { compareAnswer, routeAnswer } from './offlineAnswer';
import { parseQuestion } from './parseQuestion';
import { budgetSources, calendarSource, historySources, hotelRateSources, numbered, routeSources } from './sources';
import { hotelAnswer, impliedStay, stayAnswer, tripBudgetAnswer, tripEstimate } from './tripAnswers';

const nyc = { code: 'NYC', name: 'New York' };
const paris = { code: 'PAR', name: 'Paris' };
const search: FlightSearchResponse = {
  flights: [],
  priceStats: { current: 412.5, lowest: 398, predicted: 430 },
  recommendations: { month: 'March 2027', savings: 86, confidence: 72 },
  alternatives: [],
};
const hotel = (hotelName: string, perNight: number, total: number) => ({
  hotelName,
  price: { perNight, total, amount: total },
});
const HOTELS = [hotel('Gare Lodge', 135.71, 814.26), hotel('Quai Inn', 150, 900), hotel('Marais House', 162.5, 975)];
const stay: Stay = { checkInDate: '2026-06-10', checkOutDate: '2026-06-13', guests: 4, rooms: 2 };
const history = historyFixture;
const unnumbered = (sources: readonly AdvisorSource[]) => sources.map(({ id: _id, ...source }) => source);

describe('routeSources', () => {
  it('gives the fare booked today, the best month and its saving, each linking the flight search', () => {
    expect(routeSources({ origin: nyc, destination: paris, search })).toEqual([
      {
        kind: 'fare',
        label: 'Cheapest fare New York → Paris booked today, per person',
        value: '$412.50',
        href: '/?origin=NYC&destination=PAR&flexibleDates=specific-dates',
      },
      {
        kind: 'best-month',
        label: 'Best month to fly New York → Paris',
        value: 'March 2027',
        href: '/?origin=NYC&destination=PAR&flexibleDates=specific-dates',
      },
      {
        kind: 'best-month',
        label: "Saving against today's fare when flying New York → Paris in the best month",
        value: '$86',
        href: '/?origin=NYC&destination=PAR&flexibleDates=specific-dates',
      },
    ]);
  });
});

describe('hotelRateSources', () => {
  it('gives each cheapest hotel’s rate a night, then the cheapest one’s total, linking the same hotels search', () => {
    const sources = hotelRateSources({ name: 'São Paulo', destination: 'São Paulo' }, stay, HOTELS, 3);
    expect(sources.map((s) => [s.label, s.value])).toEqual([
      [
        'Cheapest hotel in São Paulo, 3 nights from June 10 for 4 guests in 2 rooms: Gare Lodge, per room per night',
        '$135.71',
      ],
      [
        'Second cheapest hotel in São Paulo, 3 nights from June 10 for 4 guests in 2 rooms: Quai Inn, per room per night',
        '$150',
      ],
      [
        'Third cheapest hotel in São Paulo, 3 nights from June 10 for 4 guests in 2 rooms: Marais House, per room per night',
        '$162.50',
      ],
      ['Gare Lodge, São Paulo, 3 nights from June 10 for 4 guests in 2 rooms: the whole stay', '$814.26'],
    ]);
    expect(new Set(sources.map((s) => s.href))).toEqual(
      new Set(['/hotels?destination=S%C3%A3o%20Paulo&checkInDate=2026-06-10&checkOutDate=2026-06-13&guests=4&rooms=2']),
    );
    expect(sources.every((s) => s.kind === 'hotel-rate')).toBe(true);
  });

  it('gives the cheapest hotel only by default, and nothing without hotels', () => {
    expect(hotelRateSources({ name: 'Paris', destination: 'CDG' }, stay, HOTELS)).toHaveLength(2);
    expect(hotelRateSources({ name: 'Paris', destination: 'CDG' }, stay, [], 3)).toEqual([]);
  });
});

describe('budgetSources', () => {
  it('gives the total, per person and per day, linking the calculator with the same inputs', () => {
    const estimate = tripEstimate('Mexico City', 5, 2, 'budget');
    const sources = budgetSources(estimate, '; flights included');
    const trip = 'Budget calculator: 5 days in Mexico City for 2 travelers, budget';
    expect(sources.map((s) => [s.kind, s.label])).toEqual([
      ['budget', `${trip}, total; flights included`],
      ['budget', `${trip}, per person`],
      ['budget', `${trip}, per day, flights included`],
    ]);
    const amounts = sources.map((s) => Number(s.value.replace(/[$,]/g, '')));
    expect(amounts).toEqual([estimate.total, estimate.perPerson, estimate.dailyAverage]);
    expect(sources[0]!.href).toBe(
      '/budget-calculator?destination=Mexico%20City&duration=5&travelers=2&travelStyle=budget',
    );
  });
});

describe('historySources', () => {
  it('gives the typical range with today’s verdict, and the advice for the departure, linking the flight search', () => {
    expect(historySources(nyc, paris, history)).toEqual([
      {
        kind: 'price-history',
        label: "Typical fare range New York → Paris over the past year, per person; today's fares are low",
        value: '$303.42–$397.50',
        href: '/?origin=NYC&destination=PAR&flexibleDates=specific-dates',
      },
      {
        kind: 'price-history',
        label: 'Buy or wait: the forecast for a New York → Paris departure on May 5',
        value: 'Wait, 62% chance waiting pays off',
        href: '/?origin=NYC&destination=PAR&flexibleDates=specific-dates',
      },
    ]);
  });
});

describe('numbered', () => {
  it('numbers sources in order from the first number given', () => {
    const day = calendarSource(nyc, paris, { month: '2027-03', date: '2027-03-09', price: 298 });
    expect(numbered([day, day], 4).map((s) => s.id)).toEqual([4, 5]);
  });
});

describe('the offline answers’ sources', () => {
  // The model's tools cite what these builders build; the offline answers must cite the same for the same figure.
  it('are the builders’ own, whichever answer cites them', () => {
    const facts = { origin: nyc, destination: paris, search };
    const route = routeSources(facts);
    expect(
      unnumbered(
        routeAnswer(
          parseQuestion('Paris?', () => undefined),
          facts,
        ).sources,
      ),
    ).toEqual(route);
    const rome = { ...facts, destination: { code: 'ROM', name: 'Rome' } };
    const compared = unnumbered(compareAnswer(facts, rome).sources);
    for (const source of compared) expect([...route, ...routeSources(rome)]).toContainEqual(source);

    const place = { name: 'Paris', destination: 'PAR' };
    const implied = impliedStay({ days: 4, travelers: 4 }, '2026-06-10');
    expect(unnumbered(hotelAnswer(paris, implied, HOTELS[0]!).sources)).toEqual(
      hotelRateSources(place, implied, HOTELS, 1),
    );

    const estimate = tripEstimate('Lisbon', 5, 2, 'mid-range');
    expect(unnumbered(tripBudgetAnswer(estimate, { usd: 3000, perPerson: false }).sources)).toEqual([
      budgetSources(estimate)[0],
    ]);
    const shorter = tripEstimate('Lisbon', 3, 2, 'mid-range');
    expect(unnumbered(stayAnswer(nyc, estimate, shorter).sources)[1]).toEqual(budgetSources(shorter)[0]);

    expect(unnumbered(historyAnswer(nyc, paris, history).sources)).toEqual(historySources(nyc, paris, history));
  });
});
