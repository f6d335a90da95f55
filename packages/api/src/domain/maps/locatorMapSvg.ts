import type { MapTheme } from '@farewise/contracts';
import { MAP_HEIGHT, MAP_WIDTH, type LocatorMap } from './locatorMap';

interface MapPalette {
  sea: string;
  land: string;
  country: string;
  countryEdge: string;
  marker: string;
  markerHalo: string;
}

/**
 * The colours of each theme, from the UI's palette (`packages/ui/src/theme/palette.ts`): the sea and the other
 * countries stay near the card's surface, the country takes the primary colour, the marker the critical one.
 */
export const MAP_PALETTES: Record<MapTheme, MapPalette> = {
  light: {
    sea: '#dbe7f5',
    land: '#f6f8fb',
    country: '#a9c1f5',
    countryEdge: '#1d4ed8',
    marker: '#b42318',
    markerHalo: '#ffffff',
  },
  dark: {
    sea: '#0b1220',
    land: '#1b2640',
    country: '#2a4584',
    countryEdge: '#7aa7ff',
    marker: '#ff8a80',
    markerHalo: '#0b1220',
  },
};

/**
 * A locator map as a standalone SVG document in one theme (480 × 270, 16:9): the sea, the other countries with
 * their borders in the sea's colour, the country (`id="country"`) and the marker (`id="marker"`).
 */
export function locatorMapSvg({ country, land, marker: [x, y] }: LocatorMap, theme: MapTheme): string {
  const colour = MAP_PALETTES[theme];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${colour.sea}"/>`,
    `<path d="${land}" fill="${colour.land}" stroke="${colour.sea}" stroke-width="0.8" stroke-linejoin="round"/>`,
    `<path id="country" d="${country}" fill="${colour.country}" stroke="${colour.countryEdge}" stroke-width="1" stroke-linejoin="round"/>`,
    `<circle id="marker" cx="${x}" cy="${y}" r="6" fill="${colour.marker}" stroke="${colour.markerHalo}" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}
