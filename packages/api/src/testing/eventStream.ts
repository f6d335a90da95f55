import { expect } from 'vitest';

/**
 * The server-sent events of a response body, in order: each one's `data` parsed as JSON, after checking that its
 * `event` name is the data's `type` (the smart query's wire format).
 */
export function readEvents(text: string): unknown[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice('data: '.length));
      expect(data).toHaveLength(1);
      const parsed = JSON.parse(data[0]!) as { type?: unknown };
      expect(parsed.type).toBe(event);
      return parsed;
    });
}
