/** The theme a user can choose (spec 01 §4). `system` follows the device's colour-scheme setting. */
export type ThemePreference = 'light' | 'dark' | 'system';

/** localStorage key of the theme preference (spec 01 §4: "a key named for the product's theme"). */
export const THEME_STORAGE_KEY = 'farewise-theme';

const ORDER: readonly ThemePreference[] = ['light', 'dark', 'system'];

/** The toggle's cycle: light → dark → system → light (spec 01 §4). */
export function nextThemePreference(current: ThemePreference): ThemePreference {
  return ORDER[(ORDER.indexOf(current) + 1) % ORDER.length] as ThemePreference;
}

/** The toggle's title for a preference (spec 01 §4). */
export function themeTitle(preference: ThemePreference): string {
  return { light: 'Light mode', dark: 'Dark mode', system: 'System theme' }[preference];
}

/** Reads a stored preference; anything unknown (or nothing) means the default, `system`. */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

/** The theme actually drawn for a preference, given whether the device prefers dark. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): 'light' | 'dark' {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
