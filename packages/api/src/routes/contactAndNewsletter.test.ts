import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@farewise/contracts';
import { contactMessages, newsletterSubscribers } from '../db/schema';
import { TestBrowser } from '../testing/browser';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Refund for a cancelled flight',
  category: 'Cancellation & Refunds',
  message: 'My flight JFK to CDG on 3 May was cancelled. How do I get my fare back?',
};

describe.each(testDatabases())('contact and newsletter over $name', (db) => {
  let server: TestServer;
  let browser: TestBrowser;
  beforeAll(async () => {
    server = await startTestServer(db, { BODY_LIMIT: '8kb', SUPPORT_EMAIL: 'help@farewise.test' });
    browser = new TestBrowser(server.url);
  });
  afterAll(() => server.close());

  const rows = async () => {
    const [messages] = await server.database.db.select({ n: count() }).from(contactMessages);
    const [subscribers] = await server.database.db.select({ n: count() }).from(newsletterSubscribers);
    return { messages: messages!.n, subscribers: subscribers!.n };
  };

  it('stores a contact message and mails it to support with the sender as Reply-To', async () => {
    const answer = await browser.post('/api/contact', message);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ ok: true });
    const [stored] = await server.database.db.select().from(contactMessages);
    expect(stored).toMatchObject(message);
    const mails = readdirSync(server.outboxDir).map((file) => readFileSync(path.join(server.outboxDir, file), 'utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: help@farewise.test');
    expect(mails[0]).toContain('Reply-To: Ada Lovelace <ada@example.com>');
    expect(mails[0]).toContain('Subject: [Cancellation & Refunds] Refund for a cancelled flight');
    expect(mails[0]).toContain('How do I get my fare back?');
  });

  it.each([
    ['a blank name', { ...message, name: '   ' }, 'Name is required'],
    ['a bad email', { ...message, email: 'ada@' }, 'Enter a valid email address'],
    ['a missing subject', { ...message, subject: undefined }, 'expected string'],
    ['an unknown category', { ...message, category: 'Complaints' }, 'Choose a category'],
    ['an over-long message', { ...message, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['a wrongly typed field', { ...message, name: 42 }, 'expected string'],
  ])('rejects %s with a 400 naming the field, and stores nothing', async (_, body, text) => {
    const before = await rows();
    const answer = await browser.post('/api/contact', body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(ErrorBody.parse(answer.json))).toContain(text);
    expect(await rows()).toEqual(before);
  });

  it('rejects a body that is not JSON, or too large, and stores nothing', async () => {
    const before = await rows();
    expect((await browser.post('/api/contact', '{"name":')).status).toBe(400);
    expect((await browser.post('/api/contact', { ...message, message: 'x'.repeat(9000) })).status).toBe(413);
    expect(await rows()).toEqual(before);
  });

  it('subscribes an address once: a repeat in another case is a 200, not an error or a second row', async () => {
    const before = await rows();
    const first = await browser.post('/api/newsletter', { email: 'deals@example.com' });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ ok: true });
    const again = await browser.post('/api/newsletter', { email: 'Deals@Example.com' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ok: true });
    expect((await rows()).subscribers).toBe(before.subscribers + 1);
  });

  it.each([
    ['an invalid address', { email: 'not-an-email' }],
    ['no address', {}],
    ['a number', { email: 7 }],
  ])('rejects %s for the newsletter with a 400', async (_, body) => {
    const before = await rows();
    const answer = await browser.post('/api/newsletter', body);
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).code).toBe('invalid_request');
    expect(await rows()).toEqual(before);
  });
});
