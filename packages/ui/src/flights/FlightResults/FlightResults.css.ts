import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ minWidth: 0, display: 'grid', gap: vars.space.lg });
export const heading = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
