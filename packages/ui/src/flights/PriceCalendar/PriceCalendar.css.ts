import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColors, type Tone } from '../../primitives/tone';
import type { PriceLevel } from '@farewise/contracts';
import type { RangeBand } from './rangeBand';

export const calendar = style({ display: 'grid', gap: vars.space.sm });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxs,
  tableLayout: 'fixed',
});
export const weekday = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  padding: vars.space.xxs,
});
export const cell = style({ padding: 0 });

export const day = style({
  height: '3.25rem',
  padding: vars.space.xxs,
  verticalAlign: 'middle',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'default', color: vars.color.textMuted, background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
  },
});
export const dayNumber = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
/** A loading bar in a day of a month not known yet, centred as the day's number and fare are. */
export const pendingBar = style({ marginInline: 'auto', marginBlock: '0.15em' });
export const dayPrice = style({ display: 'block', fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' });

/** Each price level's tone (spec 01 §9 calendar levels): best is good news, expensive a warning. */
export const LEVEL_TONES: Record<PriceLevel, Tone> = {
  best: 'positive',
  good: 'info',
  fair: 'caution',
  expensive: 'critical',
};
export const level = styleVariants(LEVEL_TONES, (tone: Tone) => ({
  background: toneColors[tone].subtle,
  color: toneColors[tone].foreground,
}));

/** The travel calendar's colours by position in the month's range (spec 02 §9): green, yellow, red. */
export const RANGE_TONES: Record<RangeBand, Tone> = { low: 'positive', middle: 'caution', high: 'critical' };
export const band = styleVariants(RANGE_TONES, (tone: Tone) => ({
  background: toneColors[tone].subtle,
  color: toneColors[tone].foreground,
}));
export const trend = style({ display: 'block', fontSize: vars.fontSize.xs, lineHeight: 1 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
});
export const swatch = style({ display: 'inline-block', padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm });
