import { MONTH_NAMES as MONTHS, type AdvisorSource } from '@farewise/contracts';

/** A figure an answer states: its kind and its value in a comparable form (USD cents, percent, count, month 1–12). */
export interface Figure {
  kind: 'money' | 'percent' | 'days' | 'nights' | 'month';
  value: number;
  /** The figure as written. */
  text: string;
}

const PATTERNS: readonly { kind: Figure['kind']; pattern: RegExp; value: (match: RegExpExecArray) => number }[] = [
  {
    kind: 'money',
    // $1,234.56, $412, $1.5k: the dollar sign is what makes a number money.
    pattern: /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(k\b)?/g,
    value: ([, whole, cents = '0', thousands]) =>
      Math.round((Number(whole!.replaceAll(',', '')) + Number(`0.${cents}`)) * (thousands ? 1000 : 1) * 100),
  },
  { kind: 'percent', pattern: /(\d+(?:\.\d+)?)\s?%/g, value: ([, n]) => Number(n) },
  { kind: 'days', pattern: /\b(\d+)[\s-]days?\b/gi, value: ([, n]) => Number(n) },
  { kind: 'nights', pattern: /\b(\d+)[\s-]nights?\b/gi, value: ([, n]) => Number(n) },
  {
    kind: 'month',
    // Capitalised only: "may" the verb is not a month.
    pattern: new RegExp(`\\b(${MONTHS.join('|')})\\b`, 'g'),
    value: ([, name]) => MONTHS.indexOf(name as (typeof MONTHS)[number]) + 1,
  },
];

/** Every money figure, percentage, count of days or nights and month named in `text`, in the order they appear. */
export function figuresIn(text: string): Figure[] {
  return PATTERNS.flatMap(({ kind, pattern, value }) =>
    [...text.matchAll(pattern)].map((match) => ({
      kind,
      value: value(match as RegExpExecArray),
      text: match[0],
      at: match.index,
    })),
  )
    .sort((a, b) => a.at - b.at)
    .map(({ at: _at, ...figure }) => figure);
}

const key = ({ kind, value }: Pick<Figure, 'kind' | 'value'>) => `${kind}:${value}`;

/**
 * The grounding check of the AI advisor (AI issue), one pure function for both advisors and the tests: the figures
 * an answer states that no source states. An answer is grounded when this is empty: each of its money figures
 * (to the cent), percentages, counts of days and nights, and months is the `value` (or in the `label`) of one of
 * its `sources`.
 */
export function ungroundedFigures(
  answer: string,
  sources: readonly Pick<AdvisorSource, 'label' | 'value'>[],
): Figure[] {
  const known = new Set(sources.flatMap(({ label, value }) => figuresIn(`${label} ${value}`).map(key)));
  return figuresIn(answer).filter((figure) => !known.has(key(figure)));
}
