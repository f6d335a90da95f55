import { createRequire } from 'node:module';
import { WorldAtlas, type CountriesTopology } from '../domain/maps/WorldAtlas';

// The package's entry points are bare .json files, which Node's ESM loader refuses.
const require = createRequire(import.meta.url);

/**
 * The world's countries from Natural Earth at 1:50m (package `world-atlas`, public domain; 241 countries with
 * ISO 3166-1 numeric ids): detailed enough for Portugal or the Maldives on a card, read and presimplified once
 * (about 0.2 s).
 */
export function loadWorldAtlas(): WorldAtlas {
  return new WorldAtlas(require('world-atlas/countries-50m.json') as CountriesTopology);
}
