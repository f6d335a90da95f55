import type { CSSProperties } from 'react';
import { skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. `'60%'` or `120` (px). */
  width?: CSSProperties['width'];
  /** CSS height; one line of text by default. */
  height?: CSSProperties['height'];
  /** `circle` for avatars and icons. */
  shape?: 'rect' | 'circle';
  className?: string;
}

/**
 * A placeholder block shown while content loads. It is hidden from screen readers: mark the loading region
 * `aria-busy` and give it a text label instead.
 */
export function Skeleton({ width = '100%', height = '1em', shape = 'rect', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: shape === 'circle' ? '50%' : undefined }}
    />
  );
}
