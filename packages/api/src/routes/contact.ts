import type Router from '@koa/router';
import type { Logger } from 'pino';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { ContactMessageRepository } from '../repositories/contactMessages';
import type { SendMail } from '../services/mailer';

/**
 * `POST /api/contact` (spec 02 Contact, §5): validates the five required fields (400 with the field's message
 * otherwise), stores the message, then mails it to `supportEmail` with the sender as Reply-To. The message is stored
 * before mailing, so a failed delivery is logged and the sender still gets 201: support can read it from the database.
 */
export function contactRoutes(
  router: Router,
  messages: ContactMessageRepository,
  sendMail: SendMail,
  supportEmail: string,
  logger: Logger,
  now: () => Date,
): void {
  mount(router, endpoints.contact, async ({ body }) => {
    const id = await messages.create(body, now());
    try {
      await sendMail({
        to: supportEmail,
        replyTo: `${body.name} <${body.email}>`,
        subject: `[${body.category}] ${body.subject}`,
        text: `Message #${id} from ${body.name} <${body.email}>\nCategory: ${body.category}\n\n${body.message}\n`,
      });
    } catch (error) {
      logger.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
    }
    return { ok: true as const };
  });
}
