import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { palette } from './palette';

/**
 * The theme contract: every design token as a CSS variable. Colours change per theme; the scales are shared.
 */
export const vars = createThemeContract({
  color: Object.fromEntries(Object.keys(palette.light).map((role) => [role, null])) as Record<
    keyof typeof palette.light,
    null
  >,
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null, easing: null },
  size: { control: null, controlSm: null, controlLg: null, content: null, card: null },
});

const scales = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  font: {
    body: '"Inter Variable", system-ui, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
    display: 'clamp(2rem, 4vw + 1rem, 3.25rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { control: '40px', controlSm: '32px', controlLg: '48px', content: '1200px', card: '320px' },
};

/** `data-theme` values the themes are selected by; `:root` without one gets the light theme. */
export const themeSelectors = { light: ':root, [data-theme="light"]', dark: '[data-theme="dark"]' } as const;

createGlobalTheme(themeSelectors.light, vars, {
  ...scales,
  color: palette.light,
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
  },
});

const dark = {
  ...scales,
  color: palette.dark,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};
createGlobalTheme(themeSelectors.dark, vars, dark);

// A page drawn before its script has set `data-theme` (a prerendered one) follows the system's setting meanwhile.
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark), colorScheme: 'dark' } },
});
