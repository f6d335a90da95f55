import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../primitives/shared.css';

export const section = style({ marginBottom: vars.space.xxl });
export const themes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const theme = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    width: '100%',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    },
  },
]);
export const themeCount = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 400 });
/** The search field and Filters: side by side while both fit, else Filters wraps below a full-width field. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const promo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySubtle,
});
globalStyle(`${promo} > div`, { display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
