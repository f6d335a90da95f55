import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

/**
 * Separates a component's props into sprinkles (layout and text atoms, turned into class names) and the rest
 * (passed on to the element), so `<Box gap="md" id="x">` draws `gap` as a class and keeps `id` an attribute.
 */
export function splitSprinkles<Props extends Sprinkles>(
  props: Props,
): { atoms: Sprinkles; rest: Omit<Props, keyof Sprinkles> } {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<Props, keyof Sprinkles> };
}
