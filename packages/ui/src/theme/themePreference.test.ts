import { describe, expect, it } from 'vitest';
import { nextThemePreference, parseThemePreference, resolveTheme, themeTitle } from './themePreference';

describe('theme preference', () => {
  it('cycles light → dark → system → light', () => {
    expect(nextThemePreference('light')).toBe('dark');
    expect(nextThemePreference('dark')).toBe('system');
    expect(nextThemePreference('system')).toBe('light');
  });

  it('titles each preference as the spec says', () => {
    expect(['light', 'dark', 'system'].map((p) => themeTitle(p as 'light'))).toEqual([
      'Light mode',
      'Dark mode',
      'System theme',
    ]);
  });

  it('defaults to system for missing or unknown stored values', () => {
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('purple')).toBe('system');
    expect(parseThemePreference('dark')).toBe('dark');
  });

  it('resolves system from the device setting and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
