import { vars } from '../theme/contract.css';

/**
 * The one tone vocabulary of every component (Badge, Alert, StatusBanner, Toast, Button, Progress): what a
 * colour means, never which colour it is. `positive` good news, `critical` failures and destructive actions,
 * `caution` needs attention, `info` neutral news, `neutral` no meaning, `promote` something worth a look.
 */
export type Tone = 'positive' | 'critical' | 'caution' | 'info' | 'neutral' | 'promote';

/** Each tone's colour roles: `foreground` for text and icons, `subtle` for the surface behind them. */
export const toneColors: Record<Tone, { foreground: string; subtle: string }> = {
  positive: { foreground: vars.color.success, subtle: vars.color.successSubtle },
  critical: { foreground: vars.color.danger, subtle: vars.color.dangerSubtle },
  caution: { foreground: vars.color.warning, subtle: vars.color.warningSubtle },
  info: { foreground: vars.color.info, subtle: vars.color.infoSubtle },
  neutral: { foreground: vars.color.text, subtle: vars.color.surfaceMuted },
  promote: { foreground: vars.color.highlight, subtle: vars.color.highlightSubtle },
};

/** A recipe variant drawing each tone as its foreground on its subtle surface (badges, alerts, banners). */
export const subtleToneVariants = Object.fromEntries(
  Object.entries(toneColors).map(([tone, { foreground, subtle }]) => [tone, { background: subtle, color: foreground }]),
) as Record<Tone, { background: string; color: string }>;
