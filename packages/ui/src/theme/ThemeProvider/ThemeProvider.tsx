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

function readStored(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system'; // storage blocked (private mode, sandboxed frame)
  }
}

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
  const [preference, setPreferenceState] = useState<ThemePreference>(() => initialPreference ?? readStored());
  const systemPrefersDark = useSyncExternalStore(
    subscribeToSystem,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
  const resolved = resolveTheme(preference, systemPrefersDark);

  // Before paint, so the page never flashes the other theme.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = resolved;
  }, [resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice still holds for this visit.
    }
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
