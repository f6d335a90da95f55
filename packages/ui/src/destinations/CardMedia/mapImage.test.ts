import { describe, expect, it } from 'vitest';
import { mapAlt, themedSources } from './mapImage';

describe('themedSources', () => {
  it('gives both themes of a URL that names its theme, wherever the parameter stands', () => {
    expect(themedSources('/api/images/airports/LIS.svg?theme=light&v=0123456789ab')).toEqual({
      light: '/api/images/airports/LIS.svg?theme=light&v=0123456789ab',
      dark: '/api/images/airports/LIS.svg?theme=dark&v=0123456789ab',
    });
    expect(themedSources('https://maps.example/x.svg?v=1&theme=dark')).toEqual({
      light: 'https://maps.example/x.svg?v=1&theme=light',
      dark: 'https://maps.example/x.svg?v=1&theme=dark',
    });
  });

  it.each(['https://photos.example/lisbon.jpg', '/x.svg?theme=sepia', '/x.svg?color-theme=light', ''])(
    'leaves an image that names no theme alone (%j)',
    (url) => {
      expect(themedSources(url)).toBeUndefined();
    },
  );
});

describe('mapAlt', () => {
  it('names the country and the place, or the place alone', () => {
    expect(mapAlt('Lisbon', 'Portugal')).toBe('Map of Portugal with Lisbon marked');
    expect(mapAlt('Bali')).toBe('Map with Bali marked');
  });
});
