import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AiRecommendationList,
  DestinationList,
  FlightSearchResponse,
  PriceCalendarResponse,
  type AiRecommendation,
  type User,
} from '@farewise/contracts';
import { destinationMatch, travelProfile } from '../domain/advisor/destinationMatch';
import { alternativeCode } from '../domain/advisor/recommendationCards';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('GET /api/ai/recommendations/{userId}', () => {
  let server: TestServer;
  let anonymous: TestBrowser;

  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
    anonymous = new TestBrowser(server.url);
  });
  afterAll(() => server.close());

  const cardsFor = async (browser: TestBrowser, userId: number | 'guest') => {
    const answer = await browser.get(`/api/ai/recommendations/${userId}`);
    expect(answer.status, answer.text).toBe(200);
    return AiRecommendationList.parse(answer.json);
  };
  /** The flight search a card's `href` opens (`/?origin=…&destination=…&flexibleDates=specific-dates[&departureDate=…]`). */
  const searchAt = async (href: string) => {
    const params = new URL(href, server.url).searchParams;
    const answer = await anonymous.get(`/api/flights/search?${params.toString()}`);
    expect(answer.status, answer.text).toBe(200);
    return { params, search: FlightSearchResponse.parse(answer.json) };
  };
  const catalogue = async () => DestinationList.parse((await anonymous.get('/api/destinations')).json);
  const ofType = (cards: AiRecommendation[], type: AiRecommendation['type']) =>
    cards.filter((card) => card.type === type);
  /** Signs a new traveller up; with `preferences`, sets them as the profile page would. */
  const traveller = async (name: string, preferences?: Partial<User['preferences']>) => {
    const browser = new TestBrowser(server.url);
    let user = await browser.signUp(name);
    if (preferences) {
      const answer = await browser.patch(`/api/users/${user.id}`, { preferences });
      expect(answer.status, answer.text).toBe(200);
      user = answer.json as User;
    }
    return { browser, user };
  };

  describe('guest', () => {
    let cards: AiRecommendation[];
    beforeAll(async () => {
      cards = await cardsFor(anonymous, 'guest');
    });

    it('is a mix of trending destination, timing and deal cards, at most 6, no card or place twice, every time the same', async () => {
      expect(cards.length).toBeGreaterThanOrEqual(3);
      expect(cards.length).toBeLessThanOrEqual(6);
      expect(new Set(cards.map((card) => card.type))).toEqual(new Set(['destination', 'timing', 'deal']));
      expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
      expect(new Set(cards.map((card) => card.destination)).size).toBe(cards.length);
      expect(cards.every((card) => card.tags.includes('trending'))).toBe(true);
      expect(await cardsFor(anonymous, 'guest')).toEqual(cards);
      const { browser } = await traveller('gus');
      expect(await cardsFor(browser, 'guest')).toEqual(cards);
    });

    it('timing cards are the forecast of the flight search Explore This opens', async () => {
      const timing = ofType(cards, 'timing');
      expect(timing.length).toBeGreaterThan(0);
      for (const card of timing) {
        expect(card.href).toMatch(/^\/\?origin=NYC&destination=[A-Z]{3}&flexibleDates=specific-dates$/);
        const { params, search } = await searchAt(card.href!);
        expect(card.route).toEqual({ origin: 'NYC', destination: params.get('destination') });
        expect([card.bestTime, card.confidence, card.price, card.savings]).toEqual([
          search.recommendations.month,
          search.recommendations.confidence,
          search.priceStats.current,
          search.recommendations.savings,
        ]);
      }
    });

    it('deal cards are the price calendar’s cheapest day, the fare the flight search for that day shows', async () => {
      const deals = ofType(cards, 'deal');
      expect(deals.length).toBeGreaterThan(0);
      for (const card of deals) {
        const { params, search } = await searchAt(card.href!);
        const date = params.get('departureDate')!;
        expect(search.priceStats.current).toBe(card.price);
        const { search: today } = await searchAt(`/?origin=NYC&destination=${card.route!.destination}`);
        expect(card.savings).toBe(Math.round((today.priceStats.current - card.price!) * 100) / 100);
        expect(card.confidence).toBe(today.recommendations.confidence);
        const calendar = PriceCalendarResponse.parse(
          (
            await anonymous.get(
              `/api/price-calendar?origin=NYC&destination=${card.route!.destination}&month=${date.slice(0, 7)}`,
            )
          ).json,
        );
        expect(calendar.topDeals[0]).toMatchObject({ date, price: card.price });
      }
    });

    it('destination cards are the catalogue’s fare, its page and the match score, with no route to save', async () => {
      const destinations = await catalogue();
      const shown = ofType(cards, 'destination');
      expect(shown.length).toBeGreaterThan(0);
      for (const card of shown) {
        const destination = destinations.find((d) => card.href === `/destination/${d.id}`)!;
        expect(destination.trending).toBe(true);
        expect(card.route).toBeUndefined();
        expect([card.destination, card.price, card.confidence]).toEqual([
          destination.name,
          Number(destination.averagePrice),
          destinationMatch(destination, { favourites: [] }).score,
        ]);
      }
    });
  });

  it('a saved route gets timing, route (a cheaper nearby airport) and cheapest-day deal cards, first', async () => {
    const { browser, user } = await traveller('ada');
    expect(
      (await browser.post('/api/saved-searches', { name: 'Paris', origin: 'JFK', destination: 'CDG' })).status,
    ).toBe(201);
    const cards = await cardsFor(browser, user.id);
    expect(cards.length).toBe(6);
    expect(cards.slice(0, 3).map((card) => card.type)).toEqual(['timing', 'route', 'deal']);
    const [timing, route, deal] = cards as [AiRecommendation, AiRecommendation, AiRecommendation];
    const { search } = await searchAt('/?origin=JFK&destination=CDG');
    expect(timing).toMatchObject({
      id: 'timing-JFK-CDG',
      href: '/?origin=JFK&destination=CDG&flexibleDates=specific-dates',
      route: { origin: 'JFK', destination: 'CDG' },
      price: search.priceStats.current,
      confidence: search.recommendations.confidence,
    });
    expect(timing.tags).toContain('saved');

    const [alternative] = search.alternatives;
    const code = alternativeCode(alternative!)!;
    const { search: nearby } = await searchAt(route.href!);
    expect(route).toMatchObject({
      href: `/?origin=JFK&destination=${code}&flexibleDates=specific-dates`,
      route: { origin: 'JFK', destination: code },
      price: alternative!.price,
      savings: alternative!.savings,
      confidence: nearby.recommendations.confidence,
    });
    expect(nearby.priceStats.current).toBe(alternative!.price);

    expect(deal.href).toMatch(
      /^\/\?origin=JFK&destination=CDG&flexibleDates=specific-dates&departureDate=\d{4}-\d{2}-\d{2}$/,
    );
    expect((await searchAt(deal.href!)).search.priceStats.current).toBe(deal.price);

    // Save, as the card's button does: a saved search of its route.
    const saved = await browser.post('/api/saved-searches', { name: route.title.slice(0, 80), ...route.route });
    expect(saved.status, saved.text).toBe(201);
  });

  it('a price alert whose route sits near its target makes a deal card; one far from it, or paused, does not', async () => {
    const { browser, user } = await traveller('bob');
    const { search: tokyo } = await searchAt('/?origin=SFO&destination=HND');
    const { search: dublin } = await searchAt('/?origin=BOS&destination=DUB');
    const near = Math.floor(tokyo.priceStats.current * 0.95);
    const create = (origin: string, destination: string, targetPrice: number) =>
      browser.post('/api/price-alerts', { origin, destination, targetPrice });
    const alert = await create('SFO', 'HND', near);
    expect(alert.status, alert.text).toBe(201);
    expect((await create('BOS', 'DUB', Math.floor(dublin.priceStats.current * 0.8))).status).toBe(201);

    const cards = await cardsFor(browser, user.id);
    const deal = cards.find((card) => card.id === 'deal-alert-SFO-HND');
    expect(deal).toMatchObject({
      type: 'deal',
      price: tokyo.priceStats.current,
      confidence: tokyo.recommendations.confidence,
      href: '/?origin=SFO&destination=HND&flexibleDates=specific-dates',
      route: { origin: 'SFO', destination: 'HND' },
    });
    expect(deal!.reasons).toContain(`Your target: $${near.toLocaleString('en-US')}`);
    expect(cards.map((card) => card.id)).not.toContain('deal-alert-BOS-DUB');

    expect((await browser.patch(`/api/price-alerts/${alert.json.id}`, { isActive: false })).status).toBe(200);
    expect((await cardsFor(browser, user.id)).map((card) => card.id)).not.toContain('deal-alert-SFO-HND');
  });

  it('destination cards follow the profile’s budget and favourites, and a saved one is not suggested again', async () => {
    const { browser, user } = await traveller('cleo', {
      budgetRange: { min: 0, max: 400, currency: 'USD' },
      favoriteDestinations: ['Lisbon'],
    });
    const destinations = await catalogue();
    const cards = ofType(await cardsFor(browser, user.id), 'destination');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const destination = destinations.find((d) => d.name === card.destination)!;
      expect(destination.name).not.toBe('Lisbon');
      const match = destinationMatch(destination, travelProfile(user, destinations));
      expect(card.confidence).toBe(match.score);
      expect(card.reasons).toContain(`${match.withinBudget ? 'Within' : 'Above'} your budget of up to $400`);
      if (destination.category === 'city')
        expect(card.reasons).toContain('A city destination, like Lisbon in your favourites');
    }

    // Save, as the card's button does: the destination becomes a favourite.
    const [saved] = cards;
    const favourites = [...user.preferences.favoriteDestinations, saved!.destination];
    const answer = await browser.patch(`/api/users/${user.id}`, { preferences: { favoriteDestinations: favourites } });
    expect(answer.status, answer.text).toBe(200);
    expect((await cardsFor(browser, user.id)).map((card) => card.id)).not.toContain(saved!.id);
  });

  it('answers 401 signed out and 403 for another user’s cards', async () => {
    const { user } = await traveller('dora');
    const { browser: eve } = await traveller('eve');
    expect((await anonymous.get(`/api/ai/recommendations/${user.id}`)).status).toBe(401);
    expect((await eve.get(`/api/ai/recommendations/${user.id}`)).status).toBe(403);
  });
});
