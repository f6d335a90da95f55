import { z } from 'zod/mini';
import { IataCode } from './common';
import { QUESTIONNAIRE_OPTIONS } from './constants';

/**
 * Questionnaire answers: a map from step number (1–5) to the chosen option id (spec 01 §3, §9).
 * Every step must be answered with one of its own options.
 */
export const QuestionnaireAnswers = z.object({
  1: z.enum(QUESTIONNAIRE_OPTIONS[1]),
  2: z.enum(QUESTIONNAIRE_OPTIONS[2]),
  3: z.enum(QUESTIONNAIRE_OPTIONS[3]),
  4: z.enum(QUESTIONNAIRE_OPTIONS[4]),
  5: z.enum(QUESTIONNAIRE_OPTIONS[5]),
});
export type QuestionnaireAnswers = z.infer<typeof QuestionnaireAnswers>;

/**
 * Query of `GET /api/questionnaire/5`: `preferences` is the answers as JSON text; `origin` the traveller's home
 * airport or city code (default NYC), which distances and fares are measured from.
 */
export const QuestionnaireQuery = z.object({
  origin: z.optional(IataCode),
  preferences: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: 'preferences must be valid JSON', input: text });
          return z.NEVER;
        }
      }),
    ),
    QuestionnaireAnswers,
  ),
});

/** One questionnaire recommendation (spec 01 §3): averagePrice in USD, priceChange a signed percent. */
export const QuestionnaireRecommendation = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  averagePrice: z.number(),
  priceChange: z.number(),
});
export type QuestionnaireRecommendation = z.infer<typeof QuestionnaireRecommendation>;

/** Response of `GET /api/questionnaire/5`. */
export const QuestionnaireResponse = z.object({ recommendations: z.array(QuestionnaireRecommendation) });
export type QuestionnaireResponse = z.infer<typeof QuestionnaireResponse>;
