import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import countryCodes from 'i18n-iso-countries';
import { geoBounds } from 'd3-geo';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, MultiPolygon as TopoMultiPolygon, Topology } from 'topojson-specification';
import { DomainError } from '../errors';

/** Natural Earth's countries as the `world-atlas` package ships them: ISO 3166-1 numeric ids, names in properties. */
export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** One country's outline in longitude/latitude degrees. */
export type CountryShape = Feature<Polygon | MultiPolygon, { name: string }>;

/** A country by its ISO 3166-1 numeric id (world-atlas's `id`), with its outline. */
export interface Country {
  id: string;
  shape: CountryShape;
}

/** A longitude/latitude box in degrees, `[[west, south], [east, north]]`; west > east when it crosses 180°. */
export type GeoBox = [[number, number], [number, number]];

/**
 * Weight of the outlines maps are fitted to, as a planar triangle area in square degrees (about 12 km² at the
 * equator): finer than a pixel of any country-sized map, and a fraction of the points to measure.
 */
const OUTLINE_WEIGHT = 1e-3;

/** A shape's polygons, one for a Polygon: each an exterior ring then its holes. */
export function polygonsOf(shape: CountryShape): Position[][][] {
  return shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
}

/** Each polygon's extent (d3's spherical bounds, which know about 180°), in the order of the geometry's arcs. */
function polygonBoxes(shape: CountryShape): GeoBox[] {
  return polygonsOf(shape).map((coordinates) => geoBounds({ type: 'Polygon', coordinates }) as GeoBox);
}

/** A box's longitudes as one span, or two when it crosses 180°. */
function spans([[west], [east]]: GeoBox): Array<[number, number]> {
  return west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];
}

function overlaps(a: GeoBox, b: GeoBox): boolean {
  if (a[1][1] < b[0][1] || b[1][1] < a[0][1]) return false;
  return spans(a).some(([west, east]) =>
    spans(b).some(([otherWest, otherEast]) => west <= otherEast && otherWest <= east),
  );
}

/**
 * The world's countries, ready to draw at any scale: the topology is presimplified once (Visvalingam weights, with
 * `topojson-simplify`), so a map asks for the detail its scale can show and shared borders stay shared.
 */
export class WorldAtlas {
  private readonly topology: CountriesTopology;
  /** By id: one country may be several geometries (Australia and its Ashmore and Cartier Islands). */
  private readonly outlines = new Map<string, CountryShape>();
  /** The extent of each polygon of each geometry, by the geometry's index: a map draws the polygons in its view. */
  private readonly boxes: GeoBox[][] = [];
  /**
   * Simplified topologies by the exponent of their weight (a power of two), made on first use: about ten, as a
   * country map's scale runs from all of Russia to a few degrees around an island.
   */
  private readonly levels = new Map<number, CountriesTopology>();

  constructor(countries: CountriesTopology) {
    this.topology = presimplify(countries);
    const outlines = simplify(this.topology, OUTLINE_WEIGHT);
    outlines.objects.countries.geometries.forEach((geometry, index) => {
      // Somaliland, Kosovo and a few more have no ISO code; world-atlas leaves their id out.
      if (geometry.id === undefined || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return;
      const shape = feature(outlines, geometry) as CountryShape;
      this.boxes[index] = polygonBoxes(shape);
      const id = String(geometry.id);
      const known = this.outlines.get(id);
      this.outlines.set(
        id,
        known
          ? { ...known, geometry: { type: 'MultiPolygon', coordinates: [...polygonsOf(known), ...polygonsOf(shape)] } }
          : shape,
      );
    });
  }

  /**
   * A country's outline (simplified to about 12 km², fine enough to fit a map to), by its ISO 3166-1 alpha-2 code.
   * @throws DomainError NotFound `no_map` when the code is unknown or Natural Earth draws no such country (Kosovo,
   * or a territory drawn as part of another country, such as Réunion).
   */
  country(countryCode: string): Country {
    const id = countryCodes.alpha2ToNumeric(countryCode);
    const shape = id === undefined ? undefined : this.outlines.get(id);
    if (!id || !shape) throw new DomainError('NotFound', 'no_map', `No map of the country ${countryCode}`);
    return { id, shape };
  }

  /**
   * Every country with land in `view`, with only its polygons that meet it (Alaska is not drawn on a map of Peru), and
   * no detail smaller than `minWeight` square degrees (rounded down to a power of two, so that nearby scales share
   * one simplified topology).
   */
  countriesIn(view: GeoBox, minWeight: number): Country[] {
    const level = this.level(Math.floor(Math.log2(minWeight)));
    return level.objects.countries.geometries.flatMap((geometry, index) => {
      const boxes = this.boxes[index];
      if (!boxes) return [];
      const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : (geometry as TopoMultiPolygon).arcs;
      const inView = polygons.filter((_, index) => overlaps(boxes[index]!, view));
      if (inView.length === 0) return [];
      const shape = feature(level, {
        type: 'MultiPolygon',
        arcs: inView,
        properties: geometry.properties,
      }) as CountryShape;
      return [{ id: String(geometry.id), shape }];
    });
  }

  private level(exponent: number): CountriesTopology {
    let level = this.levels.get(exponent);
    if (!level) {
      level = simplify(this.topology, 2 ** exponent);
      this.levels.set(exponent, level);
    }
    return level;
  }
}
