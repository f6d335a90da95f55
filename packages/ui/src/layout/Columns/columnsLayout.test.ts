import { describe, expect, it } from 'vitest';
import { columnsLayout } from './columnsLayout';

describe('columnsLayout', () => {
  it('is a row at every width without collapseBelow', () => {
    expect(columnsLayout(undefined, 'center')).toEqual({ flexDirection: 'row', alignItems: 'center' });
    expect(columnsLayout(undefined, undefined)).toEqual({ flexDirection: 'row', alignItems: 'stretch' });
  });

  it('stacks below tablet and lines up by alignY from tablet on', () => {
    expect(columnsLayout('tablet', 'bottom')).toEqual({
      flexDirection: { mobile: 'column', tablet: 'row', desktop: 'row' },
      alignItems: { mobile: 'stretch', tablet: 'flex-end', desktop: 'flex-end' },
    });
  });

  it('stacks on tablets too when collapsing below desktop', () => {
    expect(columnsLayout('desktop', 'top')).toEqual({
      flexDirection: { mobile: 'column', tablet: 'column', desktop: 'row' },
      alignItems: { mobile: 'stretch', tablet: 'stretch', desktop: 'flex-start' },
    });
  });
});
