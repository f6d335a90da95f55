import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Input } from './Input';

describe('Input on the server', () => {
  it('leaves out a date field’s bounds, which depend on the day the page is seen', () => {
    const html = renderToString(<Input type="date" name="checkInDate" min="2026-11-26" max="2027-11-26" />);
    expect(html).toContain('name="checkInDate"');
    expect(html).not.toMatch(/min=|max=/);
  });

  it('keeps the bounds of other fields', () => {
    expect(renderToString(<Input type="number" min="1" max="9" />)).toMatch(/min="1".*max="9"/);
  });
});
