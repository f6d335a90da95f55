import type { Logger } from 'pino';
import type { ContactForm } from '@farewise/contracts';
import type { ContactMessageRepository } from '../repositories/contactMessages';
import type { NewsletterRepository } from '../repositories/newsletter';
import type { SendMail } from './mailer';

/** What the contact service reads, writes and mails with. */
export interface ContactServiceDeps {
  messages: ContactMessageRepository;
  subscribers: NewsletterRepository;
  sendMail: SendMail;
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  logger: Logger;
  now: () => Date;
}

/** The visitor's ways to reach us and be reached: the contact form and the deals newsletter (spec 02). */
export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {}

  /**
   * Stores a contact-form message, then mails it to support with the sender as Reply-To (`POST /api/contact`).
   * The message is stored first, so a failed delivery (after the mailer's own retries) is logged and not thrown:
   * support can still read it from the database.
   */
  async send(form: ContactForm): Promise<void> {
    const { messages, sendMail, supportEmail, logger, now } = this.deps;
    const id = await messages.create(form, now());
    try {
      await sendMail({
        to: supportEmail,
        replyTo: `${form.name} <${form.email}>`,
        subject: `[${form.category}] ${form.subject}`,
        text: `Message #${id} from ${form.name} <${form.email}>\nCategory: ${form.category}\n\n${form.message}\n`,
      });
    } catch (error) {
      logger.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
    }
  }

  /**
   * Subscribes an address to deal alerts (`POST /api/newsletter`); false when it (in any case) already was,
   * which is not an error.
   */
  subscribe(email: string): Promise<boolean> {
    return this.deps.subscribers.subscribe(email, this.deps.now());
  }
}
