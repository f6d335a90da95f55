import { Progress as RadixProgress } from 'radix-ui';
import type { Tone } from '../tone';
import { clampPercent } from './clampPercent';
import { indicator, labelRow, root, wrapper } from './Progress.css';

export interface ProgressProps {
  /** Percent done; values outside 0–100 are clamped (spec 01 §9). */
  value: number;
  /** Names the bar for screen readers and is shown above it. */
  label: string;
  /** Shows the percentage beside the label. */
  showValue?: boolean;
  /** What the amount means; the brand colour when omitted. */
  tone?: Extract<Tone, 'positive' | 'caution' | 'critical'>;
}

/** A determinate progress bar (Radix Progress, `role="progressbar"`). */
export function Progress({ value, label, showValue = false, tone }: ProgressProps) {
  const percent = clampPercent(value);
  return (
    <div className={wrapper}>
      <div className={labelRow}>
        <span>{label}</span>
        {showValue && <span>{Math.round(percent)}%</span>}
      </div>
      <RadixProgress.Root className={root} value={percent} max={100} aria-label={label}>
        <RadixProgress.Indicator
          className={indicator({ tone })}
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </RadixProgress.Root>
    </div>
  );
}
