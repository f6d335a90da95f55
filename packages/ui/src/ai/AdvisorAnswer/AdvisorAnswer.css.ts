import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({ minHeight: '8rem' });
export const title = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6 });
export const cite = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  verticalAlign: 'super',
  lineHeight: 1,
  color: vars.color.primary,
});
const blink = keyframes({ '50%': { opacity: 0 } });
export const caret = style({
  display: 'inline-block',
  width: '0.5em',
  height: '1em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'text-bottom',
  background: vars.color.primary,
  animation: `${blink} 1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const sources = style({ margin: 0, padding: 0, listStyle: 'none' });
