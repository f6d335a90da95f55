import { createContext, useContext, type ReactNode } from 'react';
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

/** Whether a `TooltipProvider` is above. */
const InProvider = createContext(false);

/**
 * The delays of spec 01 §9 for the tooltips inside it: each opens after 700 ms, and moving from one to another within
 * 300 ms opens it at once. Put it around a group of tooltips (a toolbar, a chart's legend); a tooltip outside any has
 * one of its own.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      <InProvider.Provider value>{children}</InProvider.Provider>
    </RadixTooltip.Provider>
  );
}

/**
 * A short label shown on hover and keyboard focus (Radix Tooltip), after the delay of spec 01 §9. Its group's
 * `TooltipProvider`, or else one of its own: not one around the whole app, whose code (with the positioning library)
 * every page would load before it draws.
 */
export function Tooltip({ content: text, children, side = 'top' }: TooltipProps) {
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={content} side={side} sideOffset={6}>
          {text}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return useContext(InProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
