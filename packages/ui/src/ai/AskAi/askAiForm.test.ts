import { describe, expect, it } from 'vitest';
import { AskAiFields } from '@farewise/contracts';
import { EMPTY_ASK_AI, smartQuery } from './askAiForm';

describe('the Ask AI form', () => {
  it('sends the trimmed question with the profile, the budget per person as a number', () => {
    const fields = { ...EMPTY_ASK_AI, budget: ' 1500 ', travelers: 2, interests: ['Food', 'Culture'] as const };
    expect(smartQuery({ ...fields, interests: [...fields.interests], query: '  Where to in May? ' })).toEqual({
      query: 'Where to in May?',
      userContext: { budget: 1500, travelers: 2, travelStyle: 'moderate', preferences: ['Food', 'Culture'] },
    });
  });

  it('leaves an empty budget out', () => {
    expect(smartQuery({ ...EMPTY_ASK_AI, query: 'Rome?' }).userContext).not.toHaveProperty('budget');
  });

  it.each(['0', '-5', 'abc', '1000001'])('refuses a budget of %s with a message that says what fits', (budget) => {
    const result = AskAiFields.safeParse({ ...EMPTY_ASK_AI, budget });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Enter a budget per person in US dollars, more than $0 and at most $1,000,000',
    );
  });

  it('accepts no budget and a decimal one', () => {
    expect(AskAiFields.safeParse({ ...EMPTY_ASK_AI, budget: '' }).success).toBe(true);
    expect(AskAiFields.safeParse({ ...EMPTY_ASK_AI, budget: '850.50' }).success).toBe(true);
  });
});
