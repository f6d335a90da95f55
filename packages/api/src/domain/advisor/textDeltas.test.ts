import { describe, expect, it } from 'vitest';
import { wordGroups } from './textDeltas';

describe('wordGroups', () => {
  it('cuts a text into groups of words whose join is the text', () => {
    const text = ' June is the cheapest month [2],\nabout $120 less  than other months [3]. ';
    const pieces = wordGroups(text, 3);
    expect(pieces.join('')).toBe(text);
    expect(pieces[0]).toBe(' June is the ');
    expect(pieces.length).toBe(Math.ceil(text.trim().split(/\s+/).length / 3));
  });

  it('has no pieces for an empty text and one for blank text', () => {
    expect(wordGroups('')).toEqual([]);
    expect(wordGroups('   ')).toEqual(['   ']);
  });
});
