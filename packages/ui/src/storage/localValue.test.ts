import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../testing/stubLocalStorage';
import { localValue } from './localValue';

const KEY = 'farewise-test-setting';
type Size = 'small' | 'large';
const parseSize = (stored: string | null): Size => (stored === 'large' ? 'large' : 'small');

let values: Map<string, string>;
beforeEach(() => {
  values = stubLocalStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('localValue', () => {
  it('reads the default until a value is written, then reads it back from storage', () => {
    const setting = localValue(KEY, parseSize);
    expect(setting.read()).toBe('small');
    setting.write('large');
    expect(values.get(KEY)).toBe('large');
    expect(setting.read()).toBe('large');
  });

  it('reads an unknown stored value as the default', () => {
    values.set(KEY, 'enormous');
    expect(localValue(KEY, parseSize).read()).toBe('small');
  });

  it('keeps a choice for the page when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    const setting = localValue(KEY, parseSize);
    expect(setting.read()).toBe('small');
    setting.write('large');
    expect(setting.read()).toBe('large');
  });

  it('renders the default on the server whatever is stored, so a prerendered page hydrates without a mismatch', () => {
    values.set(KEY, 'large');
    const setting = localValue(KEY, parseSize);
    const Size = () => createElement('span', null, setting.useValue());
    expect(renderToString(createElement(Size))).toBe('<span>small</span>');
  });
});
