/** The page of one destination (spec 02 §2 destination detail): `/destination/{id}`, the id URL-encoded. */
export function destinationHref(id: string): string {
  return `/destination/${encodeURIComponent(id)}`;
}
