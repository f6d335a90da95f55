import type { HTMLAttributes } from 'react';
import type { Tone } from '../tone';
import { badge } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** What the label means (see `Tone`): `neutral` by default. */
  tone?: Tone;
}

/** A short status label in one of the six tones, drawn on the tone's subtle surface. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}
