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
  /**
   * Modal: the rest of the page is inert while it is open, so a click outside only closes it, and focus goes back
   * to the trigger however it closes (Escape, a click outside, or `open` set to false).
   */
  modal?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}

/**
 * A floating panel anchored to its trigger (Radix Popover), non-modal unless `modal`. Escape or a click outside
 * closes it.
 */
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
