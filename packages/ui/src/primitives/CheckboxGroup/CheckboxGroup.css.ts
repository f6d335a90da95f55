import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A fieldset for its legend, without the browser's frame. */
export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.semibold });
export const error = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
