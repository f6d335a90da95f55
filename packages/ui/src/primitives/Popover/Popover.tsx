import type { ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { content } from './Popover.css';

export interface PopoverProps {
  /** The element that toggles the popover (wrapped with Radix `asChild`). */
  trigger: ReactNode;
  /** Names the panel for screen readers. */
  label: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}

/** A non-modal floating panel anchored to its trigger (Radix Popover). Escape or a click outside closes it. */
export function Popover({ trigger, label, side = 'bottom', children, ...root }: PopoverProps) {
  return (
    <RadixPopover.Root {...root}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content className={content} side={side} sideOffset={6} aria-label={label}>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
