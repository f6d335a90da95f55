import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, BadgeVariants {}

/** A short status label. Tones: `neutral` (default), `primary`, `info`, `success`, `warning`, `danger`, `highlight` (purple). */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}
