import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { ContactService } from '../services/ContactService';

/**
 * `POST /api/newsletter` (spec 02 Travel deals): subscribes an email address to deal alerts. 201 for a new
 * subscriber; 200 when the address (in any case) is already subscribed, which is not an error. 400 for an invalid
 * address.
 */
export function newsletterRoutes(router: Router, contact: ContactService): void {
  mount(router, endpoints.newsletter, async ({ body }, ctx) => {
    if (!(await contact.subscribe(body.email))) ctx.status = 200;
    return { ok: true as const };
  });
}
