import { expect } from 'storybook/test';
import { phoneGlobals } from '../.storybook/viewports';

/** A story's `globals` for a phone-sized page (390 × 844): set it as `globals: phoneGlobals`. */
export { phoneGlobals };

/** A person sees `element` whole: nothing is drawn over its centre (a menu left open, a sticky bar). */
export async function expectUncovered(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(element.contains(top), `${element.textContent} is covered by ${top?.outerHTML.slice(0, 80)}`).toBe(true);
}

/** The text field's placeholder fits in it, uncut, in the field's own font. */
export async function expectPlaceholderFits(element: HTMLElement) {
  const field = element as HTMLInputElement;
  const style = getComputedStyle(field);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  await expect(context.measureText(field.placeholder).width, `“${field.placeholder}”`).toBeLessThanOrEqual(room);
}
