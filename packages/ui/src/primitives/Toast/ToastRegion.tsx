import { useRef, type FocusEvent } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { TOAST } from '@farewise/contracts';
import type { ShownToast } from './Toast';
import { close, description as descriptionClass, root, title as titleClass, viewport } from './Toast.css';

/** What the `Toaster` hands its region: the toast on screen, if any, and how to take it away. */
export interface ToastRegionProps {
  /** How long a toast stays, in ms, unless it says otherwise. */
  duration: number;
  current: ShownToast | null;
  /** Called once the toast on screen has closed (×, Escape, a swipe or its timer). */
  onClosed: () => void;
}

/**
 * The toast region (Radix Toast): the toast on screen, swipe right past 50 px to dismiss, F8 focuses the region
 * (spec 01 §9). Loaded with the first toast, with the Radix parts under it, not with the page.
 */
export function ToastRegion({ duration, current, onClosed }: ToastRegionProps) {
  const viewportRef = useRef<HTMLOListElement>(null);
  const returnFocus = useRef<Element | null>(null);

  // Radix pauses every toast's timer while focus is in the toast region and resumes when focus leaves it. Closing a
  // toast from inside (× or Escape) parks focus on the region, so the pause outlives the toast and the next toast
  // never leaves by itself (radix-ui/primitives#2268, #2233). Focus goes back to where it was before the region.
  const region = () => viewportRef.current?.parentElement;
  // Focus reaches the region on F8 (the viewport) or on a click into a toast (portalled there, not a React child).
  const onFocusIn = (event: FocusEvent) => {
    if (!region()?.contains(event.relatedTarget)) returnFocus.current = event.relatedTarget;
  };
  const giveFocusBack = () => {
    const area = region();
    if (!area?.contains(document.activeElement)) return;
    const back = returnFocus.current;
    if (back instanceof HTMLElement && back.isConnected && !area.contains(back)) back.focus();
    else (document.activeElement as HTMLElement).blur();
  };

  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
      label="Notification"
    >
      {current && (
        <RadixToast.Root
          key={current.id}
          // Controlled, so onOpenChange runs at once inside Radix's close, while focus is still in the region.
          open
          duration={current.duration}
          className={root({ tone: current.tone })}
          type={current.tone === 'critical' ? 'foreground' : 'background'}
          onFocus={onFocusIn}
          onOpenChange={(open) => {
            if (open) return;
            giveFocusBack();
            onClosed();
          }}
        >
          <RadixToast.Title className={titleClass}>{current.title}</RadixToast.Title>
          {current.description && (
            <RadixToast.Description className={descriptionClass}>{current.description}</RadixToast.Description>
          )}
          <RadixToast.Close className={close} aria-label="Dismiss notification">
            <X size={16} aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport ref={viewportRef} className={viewport} hotkey={[TOAST.hotkey]} onFocus={onFocusIn} />
    </RadixToast.Provider>
  );
}
