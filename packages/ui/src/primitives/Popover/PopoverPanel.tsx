import { useRef, type ReactNode, type RefObject } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { content } from './Popover.css';

export interface PopoverPanelProps {
  /** The trigger `Popover` draws: the panel is placed beside it and gives it focus back. */
  anchor: RefObject<HTMLElement | null>;
  /** The panel's id, which the trigger's `aria-controls` names. */
  id: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modal: boolean;
  side: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}

/** A right click, or a Ctrl-click (a right click on a Mac): it opens a context menu and takes no focus. */
function isRightClick(event: Event): boolean {
  return event instanceof MouseEvent && (event.button === 2 || (event.button === 0 && event.ctrlKey));
}

/**
 * `Popover`'s panel, Radix Popover anchored to the trigger `Popover` draws, loaded the first time the panel is
 * wanted. Radix's own trigger would have to wait for this code, so what Radix does for it is done here: a press on
 * the trigger is not a press outside (the trigger's click toggles the panel), and focus goes back to the trigger when
 * the panel closes, except after a right click outside a modal panel or, for a non-modal one, once the user has
 * pressed or focused something outside it.
 */
export function PopoverPanel({ anchor, id, label, open, onOpenChange, modal, side, children }: PopoverPanelProps) {
  const returnFocus = useRef(true);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <RadixPopover.Anchor virtualRef={anchor} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          id={id}
          className={content}
          side={side}
          sideOffset={6}
          aria-label={label}
          onOpenAutoFocus={() => {
            returnFocus.current = true;
          }}
          onInteractOutside={(event) => {
            // Not a press outside, as Radix has it for its own trigger: the trigger's click closes the panel. Unlike
            // Radix, focus then goes back to the trigger, where a click does not focus a button too (Safari).
            if (anchor.current?.contains(event.target as Node)) {
              event.preventDefault();
              return;
            }
            returnFocus.current = modal && !isRightClick(event.detail.originalEvent);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current) anchor.current?.focus();
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
