// The library's global CSS: the self-hosted variable font, the theme tokens and the base styles.
import '@fontsource-variable/inter';
import './theme/contract.css';
import './theme/global.css';
