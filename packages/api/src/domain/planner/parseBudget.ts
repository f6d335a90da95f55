import { formatUsd } from './formatUsd';

/**
 * The planner's free-text budget (spec 02 §5: "Budget is free text") as read: `total` in USD for the whole party
 * and `perPerson` in USD, or `parsed: false` with both null. `warning` says what could not be read, or how a
 * range was taken; an empty budget is no constraint and has no warning.
 */
export type ParsedBudget =
  | { parsed: true; total: number; perPerson: number; warning: string | null }
  | { parsed: false; total: null; perPerson: null; warning: string | null };

/** Other currencies we do not convert (there is no exchange rate in the offline planner). */
const FOREIGN_CURRENCIES: readonly [RegExp, string][] = [
  [/€|\beur\b|\beuros?\b/, 'euros'],
  [/£|\bgbp\b|\bpounds?\b/, 'pounds'],
  [/¥|\bjpy\b|\byen\b/, 'yen'],
  [/\b(a|au|c|ca|nz|hk|s)\$|\b(aud|cad|nzd|hkd|sgd)\b/, 'another dollar'],
  [/₹|\binr\b|\brupees?\b|\bidr\b|\brupiah\b/, 'rupees or rupiah'],
  [/฿|\bthb\b|\bbaht\b/, 'baht'],
  [/\bchf\b|\bfrancs?\b/, 'francs'],
];

const PER_DAY = /\b(per|a|an|each|every)\s+(day|night)\b|\/\s*(day|night)\b|\bdaily\b|\bnightly\b/;
const PER_PERSON =
  /\b(per|a|each|every)\s+(person|head|travell?er|adult|pax)\b|\/\s*(person|head|pp|pax)\b|\bpp\b|\bp\.p\.|\beach\b/;
/** A party size written next to the amount ("3000 for 2 people"): not an amount. */
const PARTY_SIZE = /\b\d+\s*(people|persons|travell?ers|adults|guests|pax|of us)\b/g;
/** An amount: 1500, 1,500, 1500.50, 2k, 1.5k, 2 thousand, 3 grand. */
const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s*(k|thousand|grand)(?![a-z]))?/g;
/** What stands between the two ends of a range ("1000-1500", "1000 to 1500", "between 1000 and 1500"). */
const RANGE_JOIN = /^\s*(-|–|—|to|and)\s*(\$|usd|us\$)?\s*$/;

const unparsed = (warning: string | null): ParsedBudget => ({ parsed: false, total: null, perPerson: null, warning });

/**
 * Reads the planner's free-text budget in USD for `travelers` people: `$1,500`, `1500 USD`, `2k`, `1.5k per
 * person` (× travelers), `about 3000 for both`, `1000-1500` (the upper end, with a warning). Amounts are for the
 * whole party unless marked per person (`per person`, `pp`, `each`, `/head`). Other currencies (`€2000`), daily
 * budgets and text without one clear amount come back unparsed with a warning; an empty text is no budget.
 * Never throws.
 */
export function parseBudget(text: string, travelers: number): ParsedBudget {
  const written = text.trim();
  if (written === '') return unparsed(null);
  const lower = written.toLowerCase();

  const foreign = FOREIGN_CURRENCIES.find(([pattern]) => pattern.test(lower));
  if (foreign) {
    return unparsed(`The budget “${written}” looks like ${foreign[1]}; give it in US dollars to plan within it.`);
  }
  if (PER_DAY.test(lower)) {
    return unparsed(`The budget “${written}” is per day; give one amount for the whole trip to plan within it.`);
  }

  const amountText = lower.replace(PARTY_SIZE, ' ');
  const amounts = [...amountText.matchAll(AMOUNT)];
  const [first, second] = amounts;
  if (!first) return unparsed(`No amount found in the budget “${written}”; write it like $1,500 or 2k.`);
  const isRange =
    amounts.length === 2 &&
    second !== undefined &&
    RANGE_JOIN.test(amountText.slice(first.index + first[0].length, second.index));
  if (amounts.length > 1 && !isRange) {
    return unparsed(`The budget “${written}” has several amounts; give one, like $1,500.`);
  }

  const amount = toUsd(isRange && second ? second : first);
  const perPerson = PER_PERSON.test(lower);
  const total = perPerson ? amount * travelers : amount;
  return {
    parsed: true,
    total,
    perPerson: total / travelers,
    warning: isRange ? `The budget range “${written}” is read as up to ${formatUsd(amount)}.` : null,
  };
}

function toUsd([, whole, fraction, multiplier]: RegExpMatchArray): number {
  const value = Number(`${whole!.replaceAll(',', '')}${fraction ?? ''}`);
  return multiplier ? value * 1000 : value;
}
