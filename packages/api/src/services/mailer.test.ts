import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, withRetries, type Mail } from './mailer';

/** A pino logger writing into `lines`, parsed. */
function capturingLogger() {
  const lines: Array<{ level: number; msg: string; attempt?: number }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

const mail: Mail = { to: 'help@farewise.test', subject: 'Hello', text: 'A message.' };
const fast = { attempts: 3, delayMs: 1 };

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('withRetries', () => {
  it('tries a failed send again and resolves once it goes through', async () => {
    const { lines, logger } = capturingLogger();
    const send = vi.fn().mockRejectedValueOnce(new Error('SMTP 421')).mockResolvedValueOnce(undefined);
    await expect(withRetries(send, logger, fast)(mail)).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([expect.objectContaining({ msg: 'mail not sent', attempt: 1 })]);
  });

  it('gives up after the bound with the last error, having logged every try', async () => {
    const { lines, logger } = capturingLogger();
    const send = vi.fn(async () => {
      throw new Error('SMTP 554');
    });
    await expect(withRetries(send, logger, fast)(mail)).rejects.toThrow('SMTP 554');
    expect(send).toHaveBeenCalledTimes(3);
    expect(lines.map((line) => line.attempt)).toEqual([1, 2, 3]);
    expect(JSON.stringify(lines)).not.toContain('help@farewise.test');
  });
});

describe('createMailer', () => {
  it('writes each mail as an .eml file in the outbox', async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'farewise-mailer-'));
    const outboxDir = path.join(scratch, 'outbox');
    const send = createMailer({ mailFrom: 'Farewise <alerts@farewise.app>', outboxDir }, capturingLogger().logger);
    await send({ ...mail, replyTo: 'Ada <ada@example.com>' });
    const [file] = readdirSync(outboxDir);
    const text = readFileSync(path.join(outboxDir, file!), 'utf8');
    expect(text).toContain('To: help@farewise.test');
    expect(text).toContain('Reply-To: Ada <ada@example.com>');
  });

  it('retries an outbox it cannot write, then rejects', async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'farewise-mailer-'));
    const blocked = path.join(scratch, 'not-a-folder');
    writeFileSync(blocked, '');
    const { lines, logger } = capturingLogger();
    const send = createMailer({ mailFrom: 'alerts@farewise.app', outboxDir: blocked }, logger, fast);
    await expect(send(mail)).rejects.toThrow();
    expect(lines.map((line) => line.attempt)).toEqual([1, 2, 3]);
  });

  it('retries an SMTP server that cannot be reached, then rejects', async () => {
    const { lines, logger } = capturingLogger();
    const send = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'alerts@farewise.app', outboxDir: tmpdir() },
      logger,
      { attempts: 2, delayMs: 1 },
    );
    await expect(send(mail)).rejects.toThrow();
    expect(lines.map((line) => line.attempt)).toEqual([1, 2]);
  });
});
