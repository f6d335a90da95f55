/**
 * A text cut into the pieces an answer streams in (AI issue, server-sent events): groups of `size` words, each with
 * the spaces that follow it, so the pieces joined are exactly `text`. An empty text has no pieces.
 */
export function wordGroups(text: string, size = 4): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const groups: string[] = [];
  for (let i = 0; i < words.length; i += size) groups.push(words.slice(i, i + size).join(''));
  return groups;
}
