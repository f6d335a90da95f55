import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { X } from 'lucide-react';
import { TOAST } from '@farewise/contracts';
import type { Tone } from '../tone';
import { lazyPart } from '../lazyPart';
import type { ToastRegionProps } from './ToastRegion';
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

/** A toast as the `Toaster` shows it: each new one gets the next id. */
export interface ShownToast extends ToastMessage {
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
  /**
   * Fetches the toast region's code: `preloadToastRegion` by default. Should it fail, the toast shows without Radix
   * (no swipe, no F8), and the next toast tries again. Pass a stable function: a new one is called again.
   */
  loadRegion?: () => Promise<ToastRegionComponent>;
}

/** The toast region's component, as `preloadToastRegion` resolves it. */
export type ToastRegionComponent = ComponentType<ToastRegionProps>;
type Region = ToastRegionComponent;

/**
 * The toast region's code (Radix Toast and its layering parts, about 10 KB compressed). Pages load without it, since
 * most visits never see a toast; it comes with the first toast, or earlier when a toast is on its way (a mutation that
 * will toast has started).
 */
const toastRegion = lazyPart<Region>(() => import('./ToastRegion').then((module) => module.ToastRegion));

/** Fetches the toast region's code if it is not loaded yet; should the fetch fail, the next call tries again. */
export const preloadToastRegion = (): Promise<Region> => toastRegion.load();

/**
 * The toast on screen without Radix, should its code fail to load: the message is still read out, and it leaves
 * after its duration or with ×.
 */
function PlainToast({
  current,
  duration,
  onDismiss,
}: {
  current: ShownToast;
  duration: number;
  onDismiss: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, current.duration ?? duration);
    return () => clearTimeout(timer);
  }, [current, duration, onDismiss]);
  return (
    <ol className={viewport} aria-label="Notification">
      <li role="status" className={root({ tone: current.tone })}>
        <span className={titleClass}>{current.title}</span>
        {current.description && <span className={descriptionClass}>{current.description}</span>}
        <button type="button" className={close} aria-label="Dismiss notification" onClick={onDismiss}>
          <X size={16} aria-hidden="true" />
        </button>
      </li>
    </ol>
  );
}

/**
 * Provides `useToast()` and draws its toasts (Radix Toast): one visible at a time, 5000 ms, swipe right
 * past 50 px to dismiss, F8 focuses the toast region (spec 01 §9). The region's code loads with the first toast.
 */
export function Toaster({ children, duration = TOAST.durationMs, loadRegion = preloadToastRegion }: ToasterProps) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const toast = useCallback(
    (message: ToastMessage) => setCurrent((prev) => ({ ...message, id: (prev?.id ?? 0) + 1 })),
    [],
  );
  const dismiss = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const [Region, setRegion] = useState(() => (loadRegion === preloadToastRegion ? toastRegion.current : undefined));
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!current || Region) return;
    let live = true;
    loadRegion().then(
      (loaded) => {
        if (live) setRegion(() => loaded);
      },
      () => {
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [current, Region, loadRegion]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {Region ? (
        <Region duration={duration} current={current} onClosed={dismiss} />
      ) : (
        loadFailed && current && <PlainToast current={current} duration={duration} onDismiss={dismiss} />
      )}
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
