import './contract.css';
import './global.css';

export { vars } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { palette, contrastPairs, type ColorRole, type ThemeName } from './palette';
export { contrastRatio } from './contrast';
export * from './themePreference';
export * from './ThemeProvider';
