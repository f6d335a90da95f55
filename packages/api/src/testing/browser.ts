import { expect } from 'vitest';
import type { User } from '@farewise/contracts';

/** One API answer, read once: status, headers and the body as text and (when JSON) parsed. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests parse with the contracts schemas
}

/**
 * A browser-like API client for tests: keeps the session cookie it is given, sends the server's own Origin on
 * mutations as a browser would, and reads every answer once.
 */
export class TestBrowser {
  cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const raw = typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body);
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: {
        ...(raw !== undefined && { 'Content-Type': 'application/json' }),
        ...(method !== 'GET' && { Origin: this.baseUrl }),
        ...(this.cookie && { Cookie: this.cookie }),
        ...headers,
      },
      body: raw,
    });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('farewise_session='));
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair === 'farewise_session=' ? undefined : pair;
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get = (pathname: string) => this.request('GET', pathname);
  post = (pathname: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', pathname, body, headers);
  patch = (pathname: string, body?: unknown) => this.request('PATCH', pathname, body);
  delete = (pathname: string) => this.request('DELETE', pathname);

  /** Registers (and so signs in) a new account; fails the test unless it answers 201. */
  async signUp(username: string, password = 'voyage2026'): Promise<User> {
    const answer = await this.post('/api/auth/register', { username, email: `${username}@example.com`, password });
    expect(answer.status, answer.text).toBe(201);
    return answer.json as User;
  }
}
