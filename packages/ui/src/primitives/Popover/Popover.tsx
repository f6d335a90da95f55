import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import type { PopoverPanelProps } from './PopoverPanel';

export interface PopoverProps {
  /** The element that toggles the popover (its props are merged, as with Radix `asChild`). */
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

type Panel = ComponentType<PopoverPanelProps>;

let loadedPanel: Panel | undefined;
/**
 * The panel's code (Radix Popover with its positioning, focus trap and dismissal, about 15 KB compressed) is fetched
 * when a popover is first pointed at, focused or opened, not with the page: the header's menus are on every page,
 * and most visits never open them.
 */
const loadPanel = () =>
  import('./PopoverPanel').then((module) => {
    loadedPanel = module.PopoverPanel;
    return loadedPanel;
  });
const preloadPanel = () => {
  if (!loadedPanel) loadPanel().catch(() => undefined);
};

/**
 * A floating panel anchored to its trigger (Radix Popover), non-modal unless `modal`. Escape or a click outside
 * closes it. The trigger is drawn at once, with `aria-haspopup="dialog"` and `aria-expanded`; the panel's code loads
 * the first time a popover is pointed at, focused or opened, and should it fail to load, the popover stays closed
 * (a later press tries again).
 */
export function Popover({
  trigger,
  label,
  side = 'bottom',
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  modal = false,
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [PanelComponent, setPanelComponent] = useState(() => loadedPanel);
  const anchor = useRef<HTMLElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open || PanelComponent) return;
    let current = true;
    loadPanel().then(
      (panel) => {
        if (current) setPanelComponent(() => panel);
      },
      () => {
        if (!current) return;
        setOwnOpen(false);
        onOpenChange?.(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, PanelComponent, onOpenChange]);

  return (
    <>
      <Slot.Root
        ref={anchor}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && PanelComponent ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        {trigger}
      </Slot.Root>
      {PanelComponent && (
        <PanelComponent
          anchor={anchor}
          id={id}
          label={label}
          open={open}
          onOpenChange={setOpen}
          modal={modal}
          side={side}
        >
          {children}
        </PanelComponent>
      )}
    </>
  );
}
