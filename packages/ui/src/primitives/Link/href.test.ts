import { describe, expect, it } from 'vitest';
import { withSearch } from './href';

describe('withSearch', () => {
  it('appends the parameters in order, encoded', () => {
    expect(withSearch('/', { origin: 'JFK', destination: 'Paris' })).toBe('/?origin=JFK&destination=Paris');
    expect(withSearch('/trip-planner', { destination: 'Bali, Indonesia' })).toBe(
      '/trip-planner?destination=Bali%2C+Indonesia',
    );
  });

  it('leaves the path alone without parameters', () => {
    expect(withSearch('/hotels', {})).toBe('/hotels');
  });
});
