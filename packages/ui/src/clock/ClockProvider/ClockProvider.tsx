import { createContext, useContext, type ReactNode } from 'react';

const ClockContext = createContext<(() => Date) | null>(null);

export interface ClockProviderProps {
  /** A fixed instant (tests, stories) — every date-dependent component reads this instead of the system clock. */
  now?: Date;
  children: ReactNode;
}

/** Supplies "now" to date-dependent components, so tests and screenshots can fix the clock (DESIGN §4). */
export function ClockProvider({ now, children }: ClockProviderProps) {
  return <ClockContext.Provider value={now ? () => new Date(now) : null}>{children}</ClockContext.Provider>;
}

/** The current instant: the fixed one from `ClockProvider`, or the system clock. */
export function useNow(): Date {
  const fixed = useContext(ClockContext);
  return fixed ? fixed() : new Date();
}
