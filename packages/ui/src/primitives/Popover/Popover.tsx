import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { lazyPart } from '../lazyPart';
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
   * to the trigger when it closes (Escape, a click outside but for a right click, or `open` set to false).
   */
  modal?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}

type Panel = ComponentType<PopoverPanelProps>;

/**
 * The panel's code (Radix Popover with its positioning, focus trap and dismissal, about 15 KB compressed) is fetched
 * when a popover is first pointed at, focused or opened, not with the page: the header's menus are on every page,
 * and most visits never open them.
 */
const panel = lazyPart<Panel>(() => import('./PopoverPanel').then((module) => module.PopoverPanel));
const preloadPanel = () => {
  if (!panel.current) panel.load().catch(() => undefined);
};

/**
 * A floating panel anchored to its trigger (Radix Popover), non-modal unless `modal`. Escape or a click outside
 * closes it. The trigger is drawn at once, with `aria-haspopup="dialog"` and `aria-expanded`; the panel's code loads
 * the first time a popover is pointed at, focused or opened. While it loads the trigger is `aria-busy`, and a press,
 * focus or Escape elsewhere cancels the opening, as it would close the panel; should the code fail to load, the
 * popover stays closed.
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
  const [PanelComponent, setPanelComponent] = useState(() => panel.current);
  const anchor = useRef<HTMLElement>(null);
  const id = useId();

  const loading = open && !PanelComponent;
  const close = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    if (!loading) return;
    let current = true;
    const cancel = () => {
      if (!current) return;
      current = false;
      close();
    };
    // Until the panel is there to take them, what would close it cancels the opening: the user has moved on.
    const outside = (event: Event) => {
      if (!anchor.current?.contains(event.target as Node)) cancel();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    panel.load().then((loaded) => {
      if (current) setPanelComponent(() => loaded);
    }, cancel);
    return () => {
      current = false;
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [loading]);

  return (
    <>
      <Slot.Root
        ref={anchor}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && PanelComponent ? id : undefined}
        aria-busy={loading || undefined}
        data-state={open ? 'open' : 'closed'}
        // After the trigger's own handler, which may cancel the toggle, as Radix's trigger allows.
        onClick={(event: MouseEvent) => {
          if (!event.defaultPrevented) setOpen(!open);
        }}
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
