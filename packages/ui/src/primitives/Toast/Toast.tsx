import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { TOAST } from '@farewise/contracts';
import type { Tone } from '../tone';
import { close, description as descriptionClass, root, title as titleClass, viewport } from './Toast.css';

/** The tones a toast takes: `neutral` (default), `positive` for a success, `critical` for a failure (spec 01 §8). */
export type ToastTone = Extract<Tone, 'neutral' | 'positive' | 'critical'>;

/** What a toast says. */
export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** How long this toast stays, in ms; the Toaster's duration (5000 by default) otherwise. */
  duration?: number;
}

interface ShownToast extends ToastMessage {
  id: number;
}

interface ToastContextValue {
  /** Shows a toast, replacing any toast on screen (only one is visible at a time, spec 01 §9). */
  toast: (message: ToastMessage) => void;
  /** Closes the toast on screen. */
  dismiss: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToasterProps {
  children: ReactNode;
  /** How long a toast stays, in ms; 5000 by default (spec 01 §9). */
  duration?: number;
}

/**
 * Provides `useToast()` and draws its toasts (Radix Toast): one visible at a time, 5000 ms, swipe right
 * past 50 px to dismiss, F8 focuses the toast region (spec 01 §9).
 */
export function Toaster({ children, duration = TOAST.durationMs }: ToasterProps) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const toast = useCallback(
    (message: ToastMessage) => setCurrent((prev) => ({ ...message, id: (prev?.id ?? 0) + 1 })),
    [],
  );
  const dismiss = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
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
  const onClosed = () => {
    const area = region();
    if (!area?.contains(document.activeElement)) return;
    const back = returnFocus.current;
    if (back instanceof HTMLElement && back.isConnected && !area.contains(back)) back.focus();
    else (document.activeElement as HTMLElement).blur();
  };

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider
        duration={duration}
        swipeDirection={TOAST.swipeDirection}
        swipeThreshold={TOAST.swipeThresholdPx}
        label="Notification"
      >
        {children}
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
              onClosed();
              setCurrent(null);
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
    </ToastContext.Provider>
  );
}

/**
 * Shows toasts from any component under `<Toaster>`.
 * @throws Error when used outside `<Toaster>`.
 */
export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <Toaster>');
  return value;
}
