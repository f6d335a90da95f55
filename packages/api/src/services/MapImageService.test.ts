import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadAirports } from '../data/airports';
import { DESTINATIONS } from '../data/destinations';
import { loadWorldAtlas } from '../data/worldAtlas';
import { AirportIndex } from '../domain/airports/AirportIndex';
import { MapImageService } from './MapImageService';

const images = new MapImageService(new AirportIndex(loadAirports()), loadWorldAtlas());

describe('MapImageService', () => {
  it('draws an airport’s map once per process', () => {
    expect(images.image('LIS')).toBe(images.image('LIS'));
  });

  it('versions a map by the hash of both its themes, and puts the version in its URL', () => {
    const { svg, version } = images.image('LIS');
    expect(svg.dark).not.toBe(svg.light);
    expect(version).toBe(createHash('sha256').update(svg.light).update(svg.dark).digest('hex').slice(0, 12));
    expect(images.url('LIS')).toBe(`/api/images/airports/LIS.svg?theme=light&v=${version}`);
    expect(images.image('KEF').version).not.toBe(version);
  });

  it('has a map for every curated destination', () => {
    for (const { iataCode } of DESTINATIONS)
      expect(images.image(iataCode).svg.light).toContain('<path id="country" d="M');
  });

  it.each([
    ['QQQ', 'unknown_airport', 'Unknown airport code: QQQ'],
    ['PRN', 'no_map', 'No map of the country XK'],
  ])('throws a NotFound DomainError for %s', (code, errorCode, message) => {
    expect(() => images.image(code)).toThrow(
      expect.objectContaining({ name: 'DomainError', kind: 'NotFound', code: errorCode, message }),
    );
  });
});
