import { describe, expect, it } from 'vitest';
import { splitSprinkles } from './splitSprinkles';

describe('splitSprinkles', () => {
  it('takes the sprinkles props as atoms and leaves the element attributes', () => {
    const onClick = () => undefined;
    const { atoms, rest } = splitSprinkles({
      gap: 'md',
      display: { mobile: 'block', tablet: 'flex' },
      color: 'textMuted',
      id: 'trip',
      'aria-label': 'Trip',
      onClick,
    });
    expect(atoms).toEqual({ gap: 'md', display: { mobile: 'block', tablet: 'flex' }, color: 'textMuted' });
    expect(rest).toEqual({ id: 'trip', 'aria-label': 'Trip', onClick });
  });

  it('expands shorthands as atoms, not attributes', () => {
    expect(splitSprinkles({ paddingX: 'lg', title: 'x' })).toEqual({ atoms: { paddingX: 'lg' }, rest: { title: 'x' } });
  });
});
