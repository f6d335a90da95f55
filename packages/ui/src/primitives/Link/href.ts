/**
 * `path` with `search` as its query string, encoded as a form would (`withSearch('/', { destination: 'New York' })`
 * is `/?destination=New+York`); `path` alone when `search` is empty.
 */
export function withSearch(path: string, search: Record<string, string>): string {
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}
