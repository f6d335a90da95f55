/** A `theme` query parameter with one of the two themes, as the API's map image URLs carry. */
const THEME_PARAM = /([?&]theme=)(?:light|dark)(?=&|#|$)/;

/**
 * The light and dark versions of an image whose URL names its theme (`?theme=light`, as the API's locator maps
 * do), or undefined for any other image (a photo), which looks the same in both themes.
 */
export function themedSources(url: string): { light: string; dark: string } | undefined {
  if (!THEME_PARAM.test(url)) return undefined;
  return { light: url.replace(THEME_PARAM, '$1light'), dark: url.replace(THEME_PARAM, '$1dark') };
}

/**
 * The alt text of a place's image at `imageUrl`. For the API's locator map (its URL names a theme): "Map of Portugal
 * with Lisbon marked", or "Map with Bali marked" when the country is not known (a questionnaire recommendation). For
 * a live provider's photo: the place, "Lisbon, Portugal".
 */
export function placeImageAlt(imageUrl: string, place: string, country?: string): string {
  if (!themedSources(imageUrl)) return country ? `${place}, ${country}` : place;
  return country ? `Map of ${country} with ${place} marked` : `Map with ${place} marked`;
}
