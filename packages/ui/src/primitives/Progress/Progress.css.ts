import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneColors } from '../tone';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const root = style({
  position: 'relative',
  overflow: 'hidden',
  height: 8,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  transform: 'translateZ(0)',
});
export const indicator = recipe({
  base: {
    width: '100%',
    height: '100%',
    background: vars.color.primary,
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      positive: { background: toneColors.positive.foreground },
      caution: { background: toneColors.caution.foreground },
      critical: { background: toneColors.critical.foreground },
    },
  },
});
