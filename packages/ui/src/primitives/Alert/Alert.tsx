import type { HTMLAttributes } from 'react';
import type { Tone } from '../tone';
import { alert } from './Alert.css';

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  /** What the message means: `critical` for a failed load or action, `info` for a notice, and so on. */
  tone: Tone;
}

/**
 * A message in a panel of its tone's colours: a section that failed to load (`tone="critical"`, give it
 * `role="alert"`), or a notice above a form (`tone="info"`). Lay out what it holds with `Stack` or `Inline`.
 */
export function Alert({ tone, className, ...rest }: AlertProps) {
  return <div className={[alert({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
}
