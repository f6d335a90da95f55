import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One plain-text email. */
export interface Mail {
  to: string;
  /** Where replies go, when not to the sender. */
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends mail; resolves once the message is handed over (to SMTP, or written to the outbox). */
export type SendMail = (mail: Mail) => Promise<void>;

/**
 * Mail through nodemailer: to the SMTP server of `smtpUrl` when set, otherwise each message is rendered as an
 * `.eml` file in `outboxDir`, so alerts work offline and can be read with any mail client.
 */
export function createMailer({
  smtpUrl,
  mailFrom,
  outboxDir,
}: {
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
}): SendMail {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: mailFrom, ...mail });
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({ from: mailFrom, ...mail });
    await mkdir(outboxDir, { recursive: true });
    const id = info.messageId.replace(/[^\w.-]+/g, '');
    await writeFile(path.join(outboxDir, `${Date.now()}-${id}.eml`), info.message as Buffer);
  };
}
