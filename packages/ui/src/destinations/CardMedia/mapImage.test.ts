import { describe, expect, it } from 'vitest';
import { placeImageAlt, themedSources } from './mapImage';

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

describe('placeImageAlt', () => {
  const map = '/api/images/airports/LIS.svg?theme=light&v=0123456789ab';

  it('describes a locator map: the country and the place, or the place alone', () => {
    expect(placeImageAlt(map, 'Lisbon', 'Portugal')).toBe('Map of Portugal with Lisbon marked');
    expect(placeImageAlt(map, 'Bali')).toBe('Map with Bali marked');
  });

  it('names the place shown by a photo, which is no map', () => {
    expect(placeImageAlt('https://images.example/lisbon.jpg', 'Lisbon', 'Portugal')).toBe('Lisbon, Portugal');
    expect(placeImageAlt('https://images.example/bali.jpg', 'Bali')).toBe('Bali');
  });
});
