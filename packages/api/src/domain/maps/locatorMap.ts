import type { GeometryCollection, MultiPolygon } from 'geojson';
import { geoCircle, geoContains, geoDistance, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import { polygonsOf, type CountryShape, type WorldAtlas } from './WorldAtlas';

/** The map's frame in SVG units: 16:9, the ratio of the UI's card media. */
export const MAP_WIDTH = 480;
export const MAP_HEIGHT = 270;
/** Room between the framed area and the edge, in SVG units. */
const PADDING = 20;
/** A country's islands and exclaves this close to the place are framed with it (800 km, in radians): Sardinia with Rome, not the Azores with Lisbon. */
const NEAR = 800 / 6371;
/** The least the map shows around the place, so that a city-state or an atoll still sits among its neighbours. */
const MIN_RADIUS_DEGREES = 4;
/** Detail below this area (in square SVG units) is simplified away: it would be under one pixel on a card. */
const DETAIL_AREA = 1;

/** Where a map points: a place's country (ISO 3166-1 alpha-2) and its coordinates in degrees. */
export interface Place {
  countryCode: string;
  longitude: number;
  latitude: number;
}

/** A locator map's drawing in the MAP_WIDTH × MAP_HEIGHT frame: SVG path data and the marker's centre. */
export interface LocatorMap {
  /** The place's country. */
  country: string;
  /** Every other country in view. */
  land: string;
  marker: [x: number, y: number];
}

type Point = [longitude: number, latitude: number];

/** The parts of the country around the place (France without French Guiana) and a minimum circle round it. */
function framing(shape: CountryShape, at: Point): GeometryCollection {
  const near = polygonsOf(shape).filter(
    (polygon) =>
      geoContains({ type: 'Polygon', coordinates: polygon }, at) ||
      polygon[0]!.some((point) => geoDistance(point as Point, at) < NEAR),
  );
  const parts: MultiPolygon = { type: 'MultiPolygon', coordinates: near };
  return { type: 'GeometryCollection', geometries: [parts, geoCircle().center(at).radius(MIN_RADIUS_DEGREES)()] };
}

/** The smallest triangle (square degrees) worth keeping at the projection's scale near `latitude`. */
function minWeight(projection: GeoProjection, latitude: number): number {
  const unitsPerDegree = (projection.scale() * Math.PI) / 180 / Math.cos((latitude * Math.PI) / 180);
  return DETAIL_AREA / unitsPerDegree ** 2;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Draws a locator map: the place's country highlighted, the countries around it faint, and a marker on the place,
 * in a Mercator projection centred on the place's meridian (so Fiji or New Zealand do not split at 180°) and fitted
 * to the country's parts within 800 km (`projection.fitExtent`). Outlines come simplified to the map's scale, and
 * coordinates are rounded to 0.1 unit, which keeps a map near 10 kB.
 * @throws DomainError NotFound `no_map` when the atlas has no such country (see {@link WorldAtlas.country}).
 */
export function drawLocatorMap(atlas: WorldAtlas, place: Place): LocatorMap {
  const at: Point = [place.longitude, place.latitude];
  const home = atlas.country(place.countryCode);
  const projection = geoMercator()
    .rotate([-place.longitude, 0])
    .precision(0)
    .fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
      ],
      framing(home.shape, at),
    );
  const [west, north] = projection.invert!([0, 0])!;
  const [east, south] = projection.invert!([MAP_WIDTH, MAP_HEIGHT])!;
  const detail = minWeight(projection, place.latitude);
  const path = geoPath(
    projection.clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]),
  ).digits(1);
  let country = '';
  let land = '';
  for (const { id, shape } of atlas.countriesIn(
    [
      [west, south],
      [east, north],
    ],
    detail,
  )) {
    const d = path(shape) ?? '';
    if (id === home.id) country += d;
    else land += d;
  }
  const [x, y] = projection(at)!;
  return { country, land, marker: [round(x), round(y)] };
}
