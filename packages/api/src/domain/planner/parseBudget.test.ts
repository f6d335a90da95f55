import { describe, expect, it } from 'vitest';
import { parseBudget } from './parseBudget';

describe('parseBudget', () => {
  it.each<[string, number, number]>([
    ['$1,500', 2, 1500],
    ['1500 USD', 2, 1500],
    ['USD 1500', 1, 1500],
    ['US$1,500.50', 1, 1500.5],
    ['2k', 3, 2000],
    ['2K dollars', 1, 2000],
    ['about 3000 for both', 2, 3000],
    ['3000 for 2 people', 2, 3000],
    ['around 3 grand total', 4, 3000],
    ['2 thousand', 1, 2000],
    ['$0', 1, 0],
    ['max $800!', 2, 800],
  ])('reads %j for %i travelers as $%d for the party', (text, travelers, total) => {
    expect(parseBudget(text, travelers)).toEqual({ parsed: true, total, perPerson: total / travelers, warning: null });
  });

  it.each<[string, number, number]>([
    ['1.5k per person', 2, 1500],
    ['$500 pp', 3, 500],
    ['400 each', 2, 400],
    ['$750/person', 4, 750],
    ['1,200 a head', 1, 1200],
  ])('multiplies %j, a per-person budget, by %i travelers', (text, travelers, perPerson) => {
    expect(parseBudget(text, travelers)).toEqual({
      parsed: true,
      total: perPerson * travelers,
      perPerson,
      warning: null,
    });
  });

  it('reads a range as its upper end and says so', () => {
    for (const text of ['1000-1500', '$1,000 to $1,500', 'between 1000 and 1500']) {
      const budget = parseBudget(text, 2);
      expect(budget).toMatchObject({ parsed: true, total: 1500, perPerson: 750 });
      expect(budget.warning).toContain('up to $1,500');
    }
  });

  it('is no constraint and no warning when empty', () => {
    expect(parseBudget('', 2)).toEqual({ parsed: false, total: null, perPerson: null, warning: null });
    expect(parseBudget('   ', 2)).toEqual({ parsed: false, total: null, perPerson: null, warning: null });
  });

  it.each<[string, string]>([
    ['€2000', 'euros'],
    ['2000 EUR', 'euros'],
    ['£1,200', 'pounds'],
    ['200000 yen', 'yen'],
    ['A$3000', 'another dollar'],
    ['10000 baht', 'baht'],
  ])('does not convert %j and says it looks like %s', (text, currency) => {
    const budget = parseBudget(text, 2);
    expect(budget).toMatchObject({ parsed: false, total: null, perPerson: null });
    expect(budget.warning).toContain(`looks like ${currency}`);
  });

  it.each<[string, string]>([
    ['cheap', 'No amount found'],
    ['not sure yet', 'No amount found'],
    ['$150 a day', 'per day'],
    ['100/night', 'per day'],
    ['1000 or 2000', 'several amounts'],
    ['500 for flights, 700 for food', 'several amounts'],
  ])('leaves %j unparsed with a warning (%s)', (text, reason) => {
    const budget = parseBudget(text, 2);
    expect(budget).toMatchObject({ parsed: false, total: null });
    expect(budget.warning).toContain(reason);
  });
});
