/** A piece of an answer's text: plain text, or a citation `[n]` of source `n`. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; id: number };

/**
 * Splits an advisor's answer into text and the citations it makes (`[1]`, `[2]`, …), so each citation can link to
 * its source; a citation of an id not among `sourceIds` stays text, since nothing backs it.
 */
export function answerParts(text: string, sourceIds: ReadonlySet<number>): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let plain = '';
  let at = 0;
  for (const match of text.matchAll(/\[(\d+)\]/g)) {
    const id = Number(match[1]);
    plain += text.slice(at, match.index);
    at = match.index + match[0].length;
    if (!sourceIds.has(id)) {
      plain += match[0];
      continue;
    }
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'cite', id });
  }
  plain += text.slice(at);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
