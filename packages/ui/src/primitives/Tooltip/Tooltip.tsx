import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { TOOLTIP } from '@farewise/contracts';
import { content } from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The focusable element it describes (wrapped with Radix `asChild`). */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Delays of spec 01 §9: opens after 700 ms; moving to another tooltip within 300 ms opens it at once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
    </RadixTooltip.Provider>
  );
}

/** A short label shown on hover and keyboard focus (Radix Tooltip). Needs a `TooltipProvider` above it. */
export function Tooltip({ content: text, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={content} side={side} sideOffset={6}>
          {text}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
