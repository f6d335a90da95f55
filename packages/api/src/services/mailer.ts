import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

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

/** How often a mail is tried, and the wait before the first retry (milliseconds; doubled before each next one). */
export interface RetryPolicy {
  attempts: number;
  delayMs: number;
}

/** Three tries over about three seconds: enough for an SMTP server's passing hiccup, short enough for a request. */
export const MAIL_RETRY: RetryPolicy = { attempts: 3, delayMs: 1000 };

/**
 * Wraps `send` so a failed send is tried again, up to `policy.attempts` tries in all, waiting `delayMs`, then twice
 * as long, between them. Each failed try is logged at warn with its number (never the address or text).
 * @throws the last try's error once every try failed; the caller logs it as lost.
 */
export function withRetries(send: SendMail, logger: Logger, policy: RetryPolicy = MAIL_RETRY): SendMail {
  return async (mail) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await send(mail);
        return;
      } catch (error) {
        logger.warn({ err: error, attempt, attempts: policy.attempts }, 'mail not sent');
        if (attempt >= policy.attempts) throw error;
        await sleep(policy.delayMs * 2 ** (attempt - 1));
      }
    }
  };
}

/**
 * Mail through nodemailer: to the SMTP server of `smtpUrl` when set, otherwise each message is rendered as an
 * `.eml` file in `outboxDir`, so alerts work offline and can be read with any mail client. A failed send is
 * retried as `retry` says (see {@link withRetries}).
 */
export function createMailer(
  {
    smtpUrl,
    mailFrom,
    outboxDir,
  }: {
    smtpUrl?: string;
    mailFrom: string;
    outboxDir: string;
  },
  logger: Logger,
  retry: RetryPolicy = MAIL_RETRY,
): SendMail {
  return withRetries(transportFor(smtpUrl, mailFrom, outboxDir), logger, retry);
}

/** One try at sending: SMTP when `smtpUrl` is set, else an `.eml` file in `outboxDir`. */
function transportFor(smtpUrl: string | undefined, mailFrom: string, outboxDir: string): SendMail {
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
