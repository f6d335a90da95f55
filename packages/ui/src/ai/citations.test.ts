import { describe, expect, it } from 'vitest';
import { answerParts } from './citations';

describe('answerParts', () => {
  it('links each citation of a known source and keeps the text between them', () => {
    expect(answerParts('Fly for $412.00 [1], best in February [2].', new Set([1, 2]))).toEqual([
      { kind: 'text', text: 'Fly for $412.00 ' },
      { kind: 'cite', id: 1 },
      { kind: 'text', text: ', best in February ' },
      { kind: 'cite', id: 2 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a citation of an unknown source as text', () => {
    expect(answerParts('See [3] and [1]', new Set([1]))).toEqual([
      { kind: 'text', text: 'See [3] and ' },
      { kind: 'cite', id: 1 },
    ]);
  });

  it('answers text without citations as one part, and nothing as none', () => {
    expect(answerParts('No figures here.', new Set())).toEqual([{ kind: 'text', text: 'No figures here.' }]);
    expect(answerParts('', new Set([1]))).toEqual([]);
  });
});
