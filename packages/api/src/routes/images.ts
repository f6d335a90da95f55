import type Router from '@koa/router';
import { airportMapUrl, endpoints } from '@farewise/contracts';
import type { MapImageService } from '../services/MapImageService';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A redirect to the current version may be reused for a day: a stale one only leads to another redirect. */
const REDIRECT = 'public, max-age=86400';

/**
 * `GET /api/images/airports/:code.svg?theme=light|dark&v=<version>`: an airport's locator map as `image/svg+xml`.
 * The current version is answered as immutable; any other, or none, gets a 302 to the current version's URL.
 * Not `mount`ed: the answer is an image, not JSON. A bad code or theme is a 400 (`theme: Theme must be light or
 * dark`), an unknown airport a 404.
 */
export function imageRoutes(router: Router, images: MapImageService): void {
  const { path, params, query } = endpoints.airportMap;
  router.get(path, (ctx) => {
    const { code } = params.parse(ctx.params);
    const { theme, v } = query.parse(ctx.query);
    const image = images.image(code);
    if (v !== image.version) {
      ctx.set('Cache-Control', REDIRECT);
      ctx.redirect(airportMapUrl(code, { theme, version: image.version }));
      return;
    }
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.type = 'image/svg+xml';
    ctx.body = image.svg[theme];
  });
}
