import { describe, expect, it } from 'vitest';
import { answersScript, readAnswers } from './answersScript';

/** A document holding `html`, as far as `readAnswers` reads one: a script's text is its source, undecoded. */
function documentWith(html: string): Document {
  const text = /<script type="application\/json" id="farewise-answers">(.*)<\/script>/s.exec(html)?.[1];
  const element = text === undefined ? null : { textContent: text };
  return { getElementById: (id: string) => (id === 'farewise-answers' ? element : null) } as unknown as Document;
}

describe('the answers a live page hands the app', () => {
  it('cannot be ended or commented out by a body, and read back as they were written', () => {
    const answers = [
      { endpoint: 'session' as const, body: { user: { username: '</script><script>alert(1)</script><!--' } } },
    ];
    const script = answersScript(answers);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(readAnswers(documentWith(script))).toEqual(answers);
  });

  it('are none on a page that does not carry them', () => {
    expect(readAnswers(documentWith('<div id="root"></div>'))).toEqual([]);
  });
});
