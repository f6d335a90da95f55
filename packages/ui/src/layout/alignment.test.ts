import { describe, expect, it } from 'vitest';
import { alignToFlex, alignYToFlex } from './alignment';

describe('alignment', () => {
  it('maps reading-order alignment to flex alignment', () => {
    expect([alignToFlex('left'), alignToFlex('center'), alignToFlex('right')]).toEqual([
      'flex-start',
      'center',
      'flex-end',
    ]);
    expect([alignYToFlex('top'), alignYToFlex('center'), alignYToFlex('bottom')]).toEqual([
      'flex-start',
      'center',
      'flex-end',
    ]);
  });

  it('leaves an unset alignment unset, so the container keeps its default', () => {
    expect(alignToFlex(undefined)).toBeUndefined();
    expect(alignYToFlex(undefined)).toBeUndefined();
  });
});
