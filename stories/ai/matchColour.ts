import { expect } from 'storybook/test';
import { palette, type ColorRole } from '@farewise/ui';

/** The match badge's colours (spec 01 §9), each its palette role's foreground on its subtle surface. */
const ROLES = {
  green: ['success', 'successSubtle'],
  yellow: ['notice', 'noticeSubtle'],
  orange: ['warning', 'warningSubtle'],
} as const satisfies Record<string, readonly [ColorRole, ColorRole]>;

export type MatchColour = keyof typeof ROLES;

/** `#rrggbb` as the `rgb(r, g, b)` a computed style reads. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** Asserts that a match badge is drawn green, yellow or orange in the theme the page is showing. */
export async function expectMatchColour(badge: HTMLElement, colour: MatchColour) {
  const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  const [foreground, background] = ROLES[colour];
  await expect(getComputedStyle(badge).color).toBe(rgb(palette[theme][foreground]));
  await expect(getComputedStyle(badge).backgroundColor).toBe(rgb(palette[theme][background]));
}
