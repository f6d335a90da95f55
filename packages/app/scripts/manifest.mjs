/**
 * The keys of the chunks a chunk of Vite's build manifest (`dist/.vite/manifest.json`) needs at once: `key` itself and
 * its static imports, transitively, added to `seen` (returned).
 */
export function staticImports(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, seen);
  return seen;
}
