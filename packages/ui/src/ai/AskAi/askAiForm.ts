import type { AskAiFields, SmartQueryRequest } from '@farewise/contracts';

/**
 * Five sample questions that fill the Ask AI box (spec 01 §2), each one the offline advisor answers from Farewise's
 * own fares: a cheapest time, a buy-or-wait, a comparison, a budget and a month.
 */
export const SAMPLE_QUESTIONS = [
  'When should I fly from New York to Tokyo to pay the least?',
  'Is now a good time to book flights to Rome?',
  'Barcelona or Amsterdam: which is cheaper to fly to?',
  'Where can I go for $700?',
  'What is the cheapest day to fly to London in March?',
] as const;

/** A blank form: no budget, one traveller, a moderate style, no interests, no question. */
export const EMPTY_ASK_AI: AskAiFields = {
  budget: '',
  travelers: 1,
  travelStyle: 'moderate',
  interests: [],
  query: '',
};

/**
 * The smart query for checked form fields (spec 01 §3): the question trimmed, and the profile as `userContext`, its
 * budget in USD per person when one was given and the interests as `preferences`.
 */
export function smartQuery(fields: AskAiFields): SmartQueryRequest {
  return {
    query: fields.query.trim(),
    userContext: {
      ...(fields.budget.trim() ? { budget: Number(fields.budget) } : {}),
      travelers: fields.travelers,
      travelStyle: fields.travelStyle,
      preferences: [...fields.interests],
    },
  };
}
