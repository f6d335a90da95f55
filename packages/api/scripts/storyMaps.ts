import { mkdirSync, writeFileSync } from 'node:fs';
import { MapTheme } from '@farewise/contracts';
import { loadAirports } from '../src/data/airports';
import { loadWorldAtlas } from '../src/data/worldAtlas';
import { AirportIndex } from '../src/domain/airports/AirportIndex';
import { MapImageService } from '../src/services/MapImageService';

/**
 * The airports whose maps the stories show: the fixtures' Lisbon, Bali, Santorini, Kyoto (Kansai) and Patagonia, and
 * the other trip ideas of the app's inspiration page (Malé, San José, Reykjavík, Mexico City, Rome).
 */
const STORY_AIRPORTS = ['LIS', 'DPS', 'JTR', 'KIX', 'PNT', 'MLE', 'SJO', 'KEF', 'MEX', 'FCO'];

const folder = new URL('../../../.storybook/maps/', import.meta.url);
const images = new MapImageService(new AirportIndex(loadAirports()), loadWorldAtlas());
mkdirSync(folder, { recursive: true });
for (const code of STORY_AIRPORTS) {
  for (const theme of MapTheme.options) {
    writeFileSync(new URL(`${code}.${theme}.svg`, folder), images.image(code).svg[theme]);
  }
}
console.log(`Wrote ${STORY_AIRPORTS.length * MapTheme.options.length} maps to .storybook/maps/`);
