import { describe, expect, it } from 'vitest';
import { receiveFilters, sameFilters, sendFilters, startMirror } from './filterState';

const none = { q: '', category: 'all' };

describe('sameFilters', () => {
  it('compares flat records by value', () => {
    expect(sameFilters({ q: 'a', category: 'all' }, { category: 'all', q: 'a' })).toBe(true);
    expect(sameFilters({ q: 'a', category: 'all' }, { q: 'a', category: 'beach' })).toBe(false);
    expect(sameFilters<{ q: string; cabin?: string }>({ q: 'a' }, { q: 'a', cabin: 'business' })).toBe(false);
  });
});

describe('a controlled filter mirror', () => {
  it('shows the owner’s value', () => {
    expect(startMirror(none, { q: 'x', category: 'all' }).shown).toBe(none);
  });

  it('shows a change at once, and ignores the owner’s late echoes of earlier keystrokes', () => {
    let mirror = startMirror(none, none);
    mirror = sendFilters(mirror, { q: 'b', category: 'all' });
    mirror = sendFilters(mirror, { q: 'ba', category: 'all' });
    expect(mirror.shown).toEqual({ q: 'ba', category: 'all' });
    // The router passes back "b" after "ba" was typed: still "ba".
    mirror = receiveFilters(mirror, { q: 'b', category: 'all' });
    expect(mirror.shown).toEqual({ q: 'ba', category: 'all' });
    mirror = receiveFilters(mirror, { q: 'ba', category: 'all' });
    expect(mirror).toEqual({ shown: { q: 'ba', category: 'all' }, seen: { q: 'ba', category: 'all' }, pending: [] });
  });

  it('shows a value it did not send, such as the browser’s Back', () => {
    let mirror = sendFilters(startMirror(none, none), { q: 'bali', category: 'all' });
    mirror = receiveFilters(mirror, { q: 'bali', category: 'all' });
    const back = { q: '', category: 'beach' };
    mirror = receiveFilters(mirror, back);
    expect(mirror.shown).toBe(back);
    expect(mirror.pending).toEqual([]);
  });

  it('changes nothing when the owner passes the same value again, even as a new object', () => {
    const mirror = sendFilters(startMirror(none, none), { q: 'b', category: 'all' });
    expect(receiveFilters(mirror, none)).toBe(mirror);
    expect(receiveFilters(mirror, { ...none })).toBe(mirror);
  });

  it('remembers a bounded number of unanswered changes', () => {
    let mirror = startMirror(none, none);
    for (let i = 0; i < 80; i += 1) mirror = sendFilters(mirror, { q: String(i), category: 'all' });
    expect(mirror.pending).toHaveLength(50);
    expect(mirror.pending.at(-1)).toEqual({ q: '79', category: 'all' });
  });
});

describe('an uncontrolled filter mirror', () => {
  it('starts from the default and keeps every change, waiting for nothing', () => {
    let mirror = startMirror<typeof none>(undefined, { q: 'x', category: 'all' });
    expect(mirror.shown).toEqual({ q: 'x', category: 'all' });
    mirror = sendFilters(mirror, none);
    expect(mirror).toEqual({ shown: none, seen: undefined, pending: [] });
    expect(receiveFilters(mirror, undefined)).toBe(mirror);
  });
});
