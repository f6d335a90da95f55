import { LRUCache } from 'lru-cache';
import { AIRPORT_LIMITS } from '../../data/airportLimits';
import { CARRIERS } from '../../data/carrierNetworks';
import type { Airport } from '../airports/airport';
import type { Carrier } from '../pricing/carriers';
import { distanceKm, haulBand } from '../pricing/geo';
import { unitFor } from '../pricing/seeded';

/** One way a carrier sells a route: nonstop, or with one connection at a hub. Airports are concrete, never metros. */
export interface RouteOption {
  carrier: Carrier;
  stops: 0 | 1;
  origin: Airport;
  destination: Airport;
  /** Each leg's great-circle distance in km: one for a nonstop, two for a connection. */
  legsKm: number[];
  /** Where a connection changes planes: a hub of the carrier or of an alliance partner. */
  via?: Airport;
}

type Lookup = (code: string) => Airport | undefined;

const MAX_CARRIERS = 6;
/** A medium airport sees nonstops over this many km only as a carrier's own hub. */
const MEDIUM_AIRPORT_MAX_KM = 4000;
/** A hub this close to an end is the same city, not a connection. */
const SAME_CITY_KM = 150;
/** How much further than the great circle a connection may fly: 30 % of the distance, or 700 km on short routes. */
const detourKm = (km: number) => Math.max(0.3 * km, 700);

const partnersOf = (carrier: Carrier) =>
  carrier.alliance ? CARRIERS.filter((other) => other.alliance === carrier.alliance) : [carrier];
const hubOf = (carriers: readonly Carrier[], code: string) => carriers.find((c) => c.hubs.includes(code));

/** Whether an airport's limits let a carrier fly a leg of `km` there (see `AIRPORT_LIMITS`). */
function admits(airport: Airport, carrier: Carrier, km: number): boolean {
  const limit = AIRPORT_LIMITS[airport.iataCode];
  if (!limit) return true;
  if (limit.maxKm !== undefined && km > limit.maxKm) return false;
  return limit.servedBy === undefined || (limit.servedBy === 'low-cost') === (carrier.tier === 'low-cost');
}

/** Whether the limits of both a leg's airports let a carrier fly it. */
const admitsLeg = (carrier: Carrier, a: Airport, b: Airport, km: number) =>
  admits(a, carrier, km) && admits(b, carrier, km);

/**
 * Whether a carrier flies a nonstop leg: from one of its hubs or bases, within its range, allowed at both airports,
 * and to a medium airport only on a short or medium haul unless that airport is a hub too.
 */
function fliesLeg(carrier: Carrier, a: Airport, b: Airport, km: number): boolean {
  if (km > carrier.rangeKm || !admitsLeg(carrier, a, b, km)) return false;
  const [hubA, hubB] = [carrier.hubs.includes(a.iataCode), carrier.hubs.includes(b.iataCode)];
  if (hubA && hubB) return true;
  if (!hubA && !hubB) return false;
  return (hubA ? b : a).size !== 'medium' || km < MEDIUM_AIRPORT_MAX_KM;
}

/**
 * How much a carrier prefers an airport of a metro, lower first: its own hubs in their order (the main hub first),
 * then a partner's hub, then (low-cost) a secondary airport, then any other.
 */
function preference(carrier: Carrier, airport: Airport): number {
  const own = carrier.hubs.indexOf(airport.iataCode);
  if (own >= 0) return own / carrier.hubs.length;
  if (hubOf(partnersOf(carrier), airport.iataCode)) return 1;
  return carrier.tier === 'low-cost' && AIRPORT_LIMITS[airport.iataCode]?.servedBy === 'low-cost' ? 2 : 3;
}

/** The airports a code stands for, in the metro's order, each with its place in it. */
function membersOf(airport: Airport, lookup: Lookup): Array<{ airport: Airport; order: number }> {
  const members = airport.airports?.map(lookup).filter((a): a is Airport => a !== undefined) ?? [airport];
  return members.map((member, order) => ({ airport: member, order }));
}

interface Candidate {
  option: RouteOption;
  /** Lower is better: preference of both ends, then metro order (its main airport first), then distance flown. */
  rank: [number, number, number];
}

const better = (a: Candidate, b: Candidate) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2];

/**
 * A carrier's best way between two concrete-airport choices, nonstop or via a hub, as `pick` builds it for each
 * pair of ends; undefined when no pair works.
 */
function bestOver(
  carrier: Carrier,
  origins: ReturnType<typeof membersOf>,
  destinations: ReturnType<typeof membersOf>,
  pick: (origin: Airport, destination: Airport) => RouteOption | undefined,
): RouteOption | undefined {
  let best: Candidate | undefined;
  for (const o of origins) {
    for (const d of destinations) {
      const option = pick(o.airport, d.airport);
      if (!option) continue;
      const candidate: Candidate = {
        option,
        rank: [
          preference(carrier, o.airport) + preference(carrier, d.airport),
          o.order + d.order,
          option.legsKm.reduce((a, b) => a + b, 0),
        ],
      };
      if (!best || better(candidate, best) < 0) best = candidate;
    }
  }
  return best?.option;
}

function nonstop(carrier: Carrier, origin: Airport, destination: Airport): RouteOption | undefined {
  const km = distanceKm(origin, destination);
  return fliesLeg(carrier, origin, destination, km)
    ? { carrier, stops: 0, origin, destination, legsKm: [km] }
    : undefined;
}

/**
 * A carrier's connection via the hub that adds the least distance: its own hub, or a partner's when the carrier
 * has a hub at one end. The hub's carrier must fly both legs. `relaxed` drops range and detour, but not the airports'
 * limits, for routes nothing else serves.
 */
function connection(
  carrier: Carrier,
  origin: Airport,
  destination: Airport,
  lookup: Lookup,
  relaxed = false,
): RouteOption | undefined {
  const km = distanceKm(origin, destination);
  const ownEnd = carrier.hubs.includes(origin.iataCode) || carrier.hubs.includes(destination.iataCode);
  const partners = relaxed ? [carrier] : partnersOf(carrier);
  let best: RouteOption | undefined;
  for (const operator of partners) {
    if (operator !== carrier && !ownEnd) continue;
    for (const code of operator.hubs) {
      const via = lookup(code);
      if (!via) continue;
      const legsKm = [distanceKm(origin, via), distanceKm(via, destination)];
      if (Math.min(...legsKm) < SAME_CITY_KM) continue;
      const flown = legsKm[0]! + legsKm[1]!;
      const plausible = relaxed
        ? admitsLeg(operator, origin, via, legsKm[0]!) && admitsLeg(operator, via, destination, legsKm[1]!)
        : flown <= km + detourKm(km) &&
          fliesLeg(operator, origin, via, legsKm[0]!) &&
          fliesLeg(operator, via, destination, legsKm[1]!);
      if (plausible && (!best || flown < best.legsKm[0]! + best.legsKm[1]!)) {
        best = { carrier, stops: 1, origin, destination, legsKm, via };
      }
    }
  }
  return best;
}

function planRoute(origin: Airport, destination: Airport, lookup: Lookup): RouteOption[] {
  const from = membersOf(origin, lookup);
  const to = membersOf(destination, lookup);
  const short = haulBand(distanceKm(origin, destination)) === 'short';
  const network = CARRIERS.filter((carrier) => carrier.tier !== 'low-cost');
  const byCarrier = CARRIERS.map((carrier) => ({
    carrier,
    nonstop: bestOver(carrier, from, to, (o, d) => nonstop(carrier, o, d)),
    connection:
      carrier.tier === 'low-cost'
        ? undefined
        : bestOver(carrier, from, to, (o, d) => connection(carrier, o, d, lookup)),
  }));
  const anyNonstop = byCarrier.some((c) => c.nonstop);
  let offers = byCarrier
    .map(({ carrier, nonstop, connection }) => ({
      carrier,
      options: [nonstop, short && anyNonstop ? undefined : connection].filter((o): o is RouteOption => !!o),
    }))
    .filter(({ options }) => options.length > 0);
  if (offers.length === 0) {
    offers = network.flatMap((carrier) => {
      const relaxed = bestOver(carrier, from, to, (o, d) => connection(carrier, o, d, lookup, true));
      return relaxed ? [{ carrier, options: [relaxed] }] : [];
    });
  }
  // Nonstop carriers first, in a seeded order of the route; then connections, the shortest first.
  const route = `${origin.iataCode}-${destination.iataCode}`;
  const order = ({ carrier, options: [first] }: (typeof offers)[number]) =>
    first!.stops === 0 ? unitFor(`${route}:${carrier.code}`) : 1 + first!.legsKm[0]! + first!.legsKm[1]!;
  return offers
    .sort((a, b) => order(a) - order(b))
    .slice(0, MAX_CARRIERS)
    .flatMap(({ options }) => options);
}

// Route plans never change while the server runs, and a year of price history asks for the same route daily.
const plans = new LRUCache<string, RouteOption[]>({ max: 20_000 });

/**
 * The ways to fly a route (spec 01 §3 flights), for the offline model: up to six carriers, those with a nonstop
 * first (in a seeded order per route), then those connecting, the shortest first.
 * - A nonstop is flown only by a carrier with a hub or base at one end, within its range; a medium airport sees
 *   long hauls only as a hub.
 * - A connection changes planes at a hub of the carrier, or of an alliance partner when the carrier has a hub at an
 *   end, adding at most 30 % (or 700 km) to the distance; short routes with a nonstop get none; low-cost carriers
 *   sell none.
 * - A metro code resolves per carrier to the airport it prefers among those allowed for the haul (`AIRPORT_LIMITS`:
 *   no long hauls from LaGuardia, only low-cost carriers at Beauvais).
 * - A route nothing serves so (such as between two remote small airports) gets each network carrier's connection
 *   via its nearest hub, whatever the distance, within the airports' limits: none to Beauvais, whose only
 *   carriers are low-cost ones, nor a long leg from LaGuardia.
 * Deterministic: the same airports always give the same options. Data: `CARRIERS`, `AIRPORT_LIMITS`.
 */
export function routeOptions(origin: Airport, destination: Airport, lookup: Lookup): RouteOption[] {
  const key = `${origin.iataCode}-${destination.iataCode}`;
  let plan = plans.get(key);
  if (!plan) {
    plan = planRoute(origin, destination, lookup);
    plans.set(key, plan);
  }
  return plan;
}
