/**
 * Raw colour values of the light and dark themes, by role. The theme contract's colour vars take these values;
 * the foundations docs compute their WCAG 2.2 contrast ratios from them.
 */
export const palette = {
  light: {
    background: '#f6f8fb',
    surface: '#ffffff',
    surfaceMuted: '#eef2f7',
    text: '#0f172a',
    textMuted: '#475467',
    border: '#c5cedb',
    primary: '#1d4ed8',
    primaryHover: '#1e3fae',
    onPrimary: '#ffffff',
    primarySubtle: '#e0e9ff',
    accent: '#0f766e',
    onAccent: '#ffffff',
    success: '#15703a',
    successSubtle: '#dcf5e4',
    warning: '#a14a06',
    warningSubtle: '#fdf0d8',
    danger: '#b42318',
    onDanger: '#ffffff',
    dangerSubtle: '#fde7e5',
    info: '#175cd3',
    infoSubtle: '#e2ecfd',
    focusRing: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  dark: {
    background: '#0b1220',
    surface: '#121b2e',
    surfaceMuted: '#1b2640',
    text: '#e6ebf3',
    textMuted: '#a3afc2',
    border: '#3a4862',
    primary: '#7aa7ff',
    primaryHover: '#a4c2ff',
    onPrimary: '#0b1220',
    primarySubtle: '#1c2d52',
    accent: '#3fd1bd',
    onAccent: '#0b1220',
    success: '#5bd98a',
    successSubtle: '#143323',
    warning: '#f5b94f',
    warningSubtle: '#3a2a10',
    danger: '#ff8a80',
    onDanger: '#0b1220',
    dangerSubtle: '#3d1a1a',
    info: '#8ab4ff',
    infoSubtle: '#1a2a4a',
    focusRing: '#8ab4ff',
    overlay: 'rgba(2, 6, 16, 0.7)',
  },
} as const;

export type ColorRole = keyof typeof palette.light;
export type ThemeName = keyof typeof palette;

/** Foreground/background pairs the UI actually draws, for the contrast table in the docs. */
export const contrastPairs: ReadonlyArray<readonly [fg: ColorRole, bg: ColorRole]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['onPrimary', 'primary'],
  ['primary', 'surface'],
  ['onAccent', 'accent'],
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
  ['danger', 'dangerSubtle'],
  ['onDanger', 'danger'],
  ['info', 'infoSubtle'],
  ['primary', 'primarySubtle'],
];
