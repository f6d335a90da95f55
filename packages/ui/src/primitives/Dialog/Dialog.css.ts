import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { floatingPanel } from '../shared.css';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 40 });
export const content = recipe({
  base: [
    floatingPanel,
    {
      position: 'fixed',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'calc(100vw - 32px)',
      maxHeight: 'calc(100vh - 32px)',
      overflowY: 'auto',
      padding: vars.space.xl,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      borderRadius: vars.radius.lg,
    },
  ],
  variants: { size: { md: { maxWidth: 560 }, lg: { maxWidth: 760 } } },
});
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const description = style({ color: vars.color.textMuted });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
export const close = style({ marginTop: `calc(-1 * ${vars.space.xs})` });
