import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  THEME_STORAGE_KEY,
  nextThemePreference,
  parseThemePreference,
  resolveTheme,
  type ThemePreference,
} from '../themePreference';
import { localValue } from '../../storage/localValue';

interface ThemeContextValue {
  /** What the user chose. */
  preference: ThemePreference;
  /** What is drawn. */
  resolved: 'light' | 'dark';
  setPreference: (preference: ThemePreference) => void;
  /** Moves to the next preference: light → dark → system. */
  cycle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const systemPrefersDarkNow = () => window.matchMedia(DARK_QUERY).matches;

/** The stored choice; while React hydrates a prerendered page, `system`, which is what the server drew. */
const storedPreference = localValue(THEME_STORAGE_KEY, parseThemePreference);

// While React hydrates a prerendered page it renders with this, the server's value, so the markup matches.
const serverPrefersDark = () => false;

export interface ThemeProviderProps {
  children: ReactNode;
  /** Start from this preference instead of the stored one (stories, tests). */
  initialPreference?: ThemePreference;
}

/**
 * Holds the theme preference (spec 01 §4): light, dark or system (default), stored in localStorage under
 * `farewise-theme`. "System" follows `prefers-color-scheme` live. Sets `data-theme` on `<html>`.
 */
export function ThemeProvider({ children, initialPreference }: ThemeProviderProps) {
  const [chosen, setChosen] = useState<ThemePreference | undefined>(initialPreference);
  const stored = storedPreference.useValue();
  const systemPrefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDarkNow, serverPrefersDark);
  const preference = chosen ?? stored;
  const resolved = resolveTheme(preference, systemPrefersDark);

  // Before paint, so the page never flashes the other theme; from the browser's values rather than the render's,
  // which while React hydrates a prerendered page are the server's.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = resolveTheme(chosen ?? storedPreference.read(), systemPrefersDarkNow());
  }, [chosen, resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    setChosen(next);
    storedPreference.write(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ preference, resolved, setPreference, cycle: () => setPreference(nextThemePreference(preference)) }),
    [preference, resolved, setPreference],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/**
 * The current theme and its setters.
 * @throws Error when used outside `<ThemeProvider>`.
 */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
