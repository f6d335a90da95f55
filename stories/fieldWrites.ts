/**
 * Every value written to `input`'s `value` from now on, as written. Chromium warns in the console ("The specified value
 * "NaN" cannot be parsed") whenever a number field is given NaN, which no assertion on the shown value can see.
 */
export function recordWrites(input: HTMLInputElement): unknown[] {
  const written: unknown[] = [];
  // React keeps its own tracker on the element: wrap that one when it is there, else the browser's.
  const { get, set } =
    Object.getOwnPropertyDescriptor(input, 'value') ??
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  Object.defineProperty(input, 'value', {
    configurable: true,
    get() {
      return get!.call(this);
    },
    set(value: unknown) {
      written.push(value);
      set!.call(this, value);
    },
  });
  return written;
}
