import { describe, expect, it } from 'vitest';
import { loadWorldAtlas } from '../../data/worldAtlas';
import { DomainError } from '../errors';
import { drawLocatorMap, MAP_HEIGHT, MAP_WIDTH, type LocatorMap, type Place } from './locatorMap';
import { locatorMapSvg } from './locatorMapSvg';

const atlas = loadWorldAtlas();

const LISBON: Place = { countryCode: 'PT', longitude: -9.1359, latitude: 38.7813 };
const PARIS: Place = { countryCode: 'FR', longitude: 2.5479, latitude: 49.0097 };
const NADI: Place = { countryCode: 'FJ', longitude: 177.4434, latitude: -17.7554 };

/** The x and y extent of SVG path data (absolute commands, as d3-geo writes them). */
function extent(d: string) {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

function expectInFrame({ marker: [x, y] }: LocatorMap) {
  expect(x).toBeGreaterThan(0);
  expect(x).toBeLessThan(MAP_WIDTH);
  expect(y).toBeGreaterThan(0);
  expect(y).toBeLessThan(MAP_HEIGHT);
}

describe('drawLocatorMap', () => {
  it('draws the country, its neighbours and a marker inside the frame', () => {
    const map = drawLocatorMap(atlas, LISBON);
    expectInFrame(map);
    expect(map.country).toMatch(/^M/);
    expect(map.land).toMatch(/^M/); // Spain, at least
  });

  it.each([
    { city: 'Lisbon', place: LISBON, far: 'the Azores and Madeira' },
    { city: 'Paris', place: PARIS, far: 'French Guiana and Réunion' },
  ])('frames the parts of the country around $city, without $far', ({ place }) => {
    // Framed with its far islands, the mainland would be a speck in a frame as wide as the map.
    const { height, width } = extent(drawLocatorMap(atlas, place).country);
    expect(height).toBeGreaterThan(MAP_HEIGHT / 2);
    expect(width).toBeLessThan(MAP_WIDTH * 0.6);
  });

  it('keeps a country across 180° in one piece, centred on the place', () => {
    const map = drawLocatorMap(atlas, NADI);
    expectInFrame(map);
    // Split at 180°, Fiji's islands would lie at both edges of a world-wide frame.
    expect(extent(map.country).width).toBeLessThan(MAP_WIDTH);
    expect(extent(map.country).height).toBeGreaterThan(MAP_HEIGHT * 0.5);
  });

  it('rounds coordinates to one decimal', () => {
    const { country, marker } = drawLocatorMap(atlas, LISBON);
    expect(country).not.toMatch(/\d\.\d\d/);
    expect(marker.every((value) => Math.round(value * 10) === value * 10)).toBe(true);
  });

  it.each(['ZZ', 'XK'])('throws a NotFound DomainError for a country it has no shape of (%s)', (countryCode) => {
    const draw = () => drawLocatorMap(atlas, { ...LISBON, countryCode });
    expect(draw).toThrow(DomainError);
    expect(draw).toThrow(`No map of the country ${countryCode}`);
  });
});

describe('locatorMapSvg', () => {
  const map = drawLocatorMap(atlas, LISBON);

  it('writes a standalone 16:9 SVG with the country and the marker', () => {
    const svg = locatorMapSvg(map, 'light');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="480" height="270" viewBox="0 0 480 270">/);
    expect(svg).toContain(`<path id="country" d="${map.country}"`);
    expect(svg).toContain(`<circle id="marker" cx="${map.marker[0]}" cy="${map.marker[1]}"`);
    expect(svg.length).toBeLessThan(40_000);
  });

  it('draws the same map in other colours in the dark theme', () => {
    const light = locatorMapSvg(map, 'light');
    const dark = locatorMapSvg(map, 'dark');
    expect(dark).not.toBe(light);
    const shapes = (svg: string) => svg.replace(/#[0-9a-f]{6}/g, '');
    expect(shapes(dark)).toBe(shapes(light));
  });
});
