import { describe, expect, it } from 'vitest';
import { destinationHref } from './destinationHref';

describe('destinationHref', () => {
  it('puts the id under /destination/', () => {
    expect(destinationHref('lisbon')).toBe('/destination/lisbon');
  });

  it('encodes an id that is not URL-safe', () => {
    expect(destinationHref('são paulo/br')).toBe('/destination/s%C3%A3o%20paulo%2Fbr');
  });
});
