import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { ContactService } from '../services/ContactService';

/**
 * `POST /api/contact` (spec 02 Contact, §5): validates the five required fields (400 with the field's message
 * otherwise), stores the message and mails it to support. 201 once stored, even when the mail fails: support can
 * read it from the database (see `ContactService.send`).
 */
export function contactRoutes(router: Router, contact: ContactService): void {
  mount(router, endpoints.contact, async ({ body }) => {
    await contact.send(body);
    return { ok: true as const };
  });
}
