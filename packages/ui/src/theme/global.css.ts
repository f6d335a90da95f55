import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { colorScheme: 'light' });
globalStyle('[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('a', { color: vars.color.primary });
// A prerendered page is drawn before its script runs, and its controls answer only once the app has hydrated it.
globalStyle('[data-prerendered] :is(a, button, input, select, textarea, label)', { cursor: 'progress' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

// Users who ask for less motion get none (and so do screenshots).
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      scrollBehavior: 'auto',
    },
  },
});
