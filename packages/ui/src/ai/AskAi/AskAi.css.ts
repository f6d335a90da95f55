import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const samples = style({ margin: 0, padding: 0, listStyle: 'none' });
export const samplesTitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/**
 * A sample question may wrap on a phone: then its lines need the body's spacing (a button's line height is 1) and
 * room above and below them, as a one-line button has.
 */
export const sample = style({
  textAlign: 'start',
  height: 'auto',
  whiteSpace: 'normal',
  lineHeight: vars.lineHeight.tight,
  paddingBlock: vars.space.xs,
});
/** The question and answer take twice the profile's width while side by side. */
export const answerColumn = style({ flexGrow: 2 });
