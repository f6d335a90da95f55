import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColors, type Tone } from '../../primitives/tone';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});
export const banner = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const dates = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const details = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const savings = styleVariants(
  { positive: 'positive', info: 'info', neutral: 'neutral' } satisfies Partial<Record<Tone, Tone>>,
  (tone: Tone) => ({
    color: tone === 'neutral' ? vars.color.textMuted : toneColors[tone].foreground,
    fontWeight: vars.fontWeight.semibold,
  }),
);
