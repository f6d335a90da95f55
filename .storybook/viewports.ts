/** A phone's page, as the screens' phone shots and the phone stories draw it (CSS px). */
export const PHONE = { width: 390, height: 844 } as const;

/** Storybook's viewport choices (toolbar, Vitest): the phone above. */
export const viewportOptions = {
  phone: { name: 'Phone', styles: { width: `${PHONE.width}px`, height: `${PHONE.height}px` }, type: 'mobile' },
} as const;

/**
 * A story's `globals` for a phone-sized page: Storybook's toolbar, Vitest and the visual run (its `preVisit`) all
 * size the page to `PHONE` before the story renders, so its play runs at that width.
 */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };
