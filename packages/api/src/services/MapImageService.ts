import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { airportMapUrl, type MapTheme } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { DomainError } from '../domain/errors';
import { drawLocatorMap } from '../domain/maps/locatorMap';
import { locatorMapSvg } from '../domain/maps/locatorMapSvg';
import type { WorldAtlas } from '../domain/maps/WorldAtlas';

/** An airport's locator map in both themes, and its version (content hash). */
export interface MapImage {
  svg: Record<MapTheme, string>;
  /** The first 12 hex digits of the SHA-256 of the light then the dark SVG. */
  version: string;
}

/**
 * The destination images: a locator map per airport (its country highlighted, the place marked), drawn from
 * Natural Earth on first request and kept in memory, with a content-hashed URL that can be cached for good.
 */
export class MapImageService {
  // About 25 kB an airport: the destinations and trip ideas fit many times over, and a crawl of every code cannot
  // grow the heap without bound.
  private readonly images = new LRUCache<string, MapImage>({ max: 512 });

  constructor(
    private readonly airports: AirportIndex,
    private readonly atlas: WorldAtlas,
  ) {}

  /**
   * The map of the place an airport serves (`GET /api/images/airports/:code.svg`), drawn once per process.
   * @throws DomainError NotFound `unknown_airport` for a code the airport index does not know, `no_map` for an
   * airport in a country Natural Earth does not draw (such as Kosovo).
   */
  image(iataCode: string): MapImage {
    const cached = this.images.get(iataCode);
    if (cached) return cached;
    const airport = this.airports.get(iataCode);
    if (!airport) throw new DomainError('NotFound', 'unknown_airport', `Unknown airport code: ${iataCode}`);
    const map = drawLocatorMap(this.atlas, airport);
    const svg = { light: locatorMapSvg(map, 'light'), dark: locatorMapSvg(map, 'dark') };
    const version = createHash('sha256').update(svg.light).update(svg.dark).digest('hex').slice(0, 12);
    const image = { svg, version };
    this.images.set(iataCode, image);
    return image;
  }

  /**
   * The light theme's versioned URL of an airport's map, as a destination's `imageUrl` (the UI asks for the dark
   * one by its `theme`).
   * @throws DomainError as {@link image}.
   */
  url(iataCode: string): string {
    return airportMapUrl(iataCode, { version: this.image(iataCode).version });
  }
}
