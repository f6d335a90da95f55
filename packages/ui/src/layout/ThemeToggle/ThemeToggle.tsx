import { Monitor, Moon, Sun } from 'lucide-react';
import { IconButton } from '../../primitives/IconButton';
import { useTheme } from '../../theme/ThemeProvider';
import { themeTitle } from '../../theme/themePreference';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Cycles the theme light → dark → system (spec 01 §4). Its icon and title show the current preference:
 * "Light mode", "Dark mode" or "System theme".
 */
export function ThemeToggle() {
  const { preference, cycle } = useTheme();
  const Icon = icons[preference];
  return <IconButton label={themeTitle(preference)} icon={<Icon size={20} />} onClick={cycle} />;
}
