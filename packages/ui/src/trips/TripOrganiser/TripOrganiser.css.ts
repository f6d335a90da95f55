import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The trips list beside the selected trip from desktop width; stacked above it on smaller screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 2.5fr)' } },
});
