import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** An account form: fields stacked, the submit button full width at the end. */
export const form = style({ display: 'grid', gap: vars.space.lg });
/** A line of fields side by side where there is room (first and last name). */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});
