import { Separator as RadixSeparator } from 'radix-ui';
import { separator } from './Separator.css';

export interface SeparatorProps {
  orientation?: 'horizontal' | 'vertical';
  /** `true` (default) when the line only decorates; `false` exposes it as `role="separator"`. */
  decorative?: boolean;
  className?: string;
}

/** A thin dividing line (Radix Separator). */
export function Separator({ orientation = 'horizontal', decorative = true, className }: SeparatorProps) {
  return (
    <RadixSeparator.Root
      orientation={orientation}
      decorative={decorative}
      className={[separator({ orientation }), className].filter(Boolean).join(' ')}
    />
  );
}
