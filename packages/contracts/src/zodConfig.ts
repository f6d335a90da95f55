import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * Zod's global settings, applied once by the package entry before any schema module runs. `zod/mini` loads no
 * locale, so the English one is set here: without it every default message reads just "Invalid input" rather than,
 * say, "Invalid input: expected string, received number". `jitless` skips zod 4's `new Function` probe and its
 * compiled object parsers. The app's Content-Security-Policy has no `'unsafe-eval'`, and Chromium reports the probe
 * as a violation even though zod catches the error. Zod reads the flag when a schema is built, hence this module's
 * place as the entry's first import. The API gets it too: parsing without compiled parsers measured 0.05 → 0.19 ms
 * for a year of price history, and its hot answers come from caches.
 */
z.config({ ...en(), jitless: true });
