import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 768px)' },
    desktop: { '@media': 'screen and (min-width: 1024px)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      5: 'repeat(5, minmax(0, 1fr))',
      // As many columns as fit cards of at least `size.card` (narrower only when the row is): a row never keeps
      // empty tracks for a fixed count.
      cards: `repeat(auto-fill, minmax(min(100%, ${vars.size.card}), 1fr))`,
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const text = defineProperties({
  properties: {
    color: vars.color,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    textAlign: ['left', 'center', 'right'],
  },
});

/**
 * Layout and text props as atomic classes (vanilla-extract sprinkles). Responsive props take
 * `{ mobile, tablet, desktop }` (min-width 768 px and 1024 px).
 */
export const sprinkles = createSprinkles(responsive, text);
export type Sprinkles = Parameters<typeof sprinkles>[0];
