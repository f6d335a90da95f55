import { describe, expect, it } from 'vitest';
import { expensesCsv } from './expensesCsv';

describe('expensesCsv', () => {
  it('writes a header and one row per expense, quoting what needs it', () => {
    const csv = expensesCsv([
      {
        id: 'e1',
        category: 'food',
        amount: 42.5,
        date: '2026-04-03',
        note: 'Dinner, "Time Out" market',
        paidBy: 'Ana',
        splitBetween: ['Ana', 'Ben'],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Category,Amount (USD),Note,Paid by,Split between',
      '2026-04-03,food,42.50,"Dinner, ""Time Out"" market",Ana,Ana; Ben',
    ]);
  });
});
