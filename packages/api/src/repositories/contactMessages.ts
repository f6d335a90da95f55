import type { ContactForm } from '@farewise/contracts';
import type { Db } from '../db/database';
import { contactMessages } from '../db/schema';

/** Stores contact-form messages. */
export class ContactMessageRepository {
  constructor(private readonly db: Db) {}

  /** Stores one message and answers its id. */
  async create(message: ContactForm, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({ ...message, createdAt: now })
      .returning({ id: contactMessages.id });
    return row!.id;
  }
}
