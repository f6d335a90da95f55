import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { MatchLevel } from '../match';

const pill = {
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
} as const;

/** Green, yellow and orange (spec 01 §9), each drawn as its role's foreground on its subtle surface. */
export const level = styleVariants<Record<MatchLevel, object>>({
  strong: { ...pill, background: vars.color.successSubtle, color: vars.color.success },
  fair: { ...pill, background: vars.color.noticeSubtle, color: vars.color.notice },
  weak: { ...pill, background: vars.color.warningSubtle, color: vars.color.warning },
});
