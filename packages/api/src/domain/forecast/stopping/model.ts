import { z } from 'zod';
import { RiskSetting } from '@farewise/contracts';
import type { Calibration } from './calibration';
import type { StoppingCoefficients } from './policy';

/** The traveller's risk settings: Save the most (a low λ) and Play it safe (a high λ). */
export const RISK_SETTINGS = RiskSetting.options;

const Setting = z.object({
  lambda: z.number().nonnegative(),
  days: z.array(z.array(z.number())).min(1),
  ranges: z.array(z.tuple([z.array(z.number()), z.array(z.number())])).min(1),
  calibration: z.object({ upTo: z.array(z.number()).min(1), probability: z.array(z.number().min(0).max(1)).min(1) }),
  /** The setting's measures on the validation seeds, shares 0–1. */
  validation: z.object({ captured: z.number(), noWorse: z.number() }),
});

/**
 * A fitted stopping model as `pnpm fit:forecast` stores it: the simulator and seeds it was fitted on, its feature
 * names, and for each risk setting its λ, coefficients and feature ranges per day out, and calibration.
 */
export const StoppingModel = z.object({
  fittedOn: z.object({
    variant: z.string(),
    trainSeeds: z.array(z.number().int()),
    validationSeeds: z.array(z.number().int()),
    tripsPerSeed: z.number().int().positive(),
  }),
  features: z.array(z.string()),
  settings: z.object({ save: Setting, safe: Setting }),
});
export type StoppingModel = z.infer<typeof StoppingModel>;

/** One setting of a model as a policy and its calibration. */
export function settingOf(
  model: StoppingModel,
  setting: RiskSetting,
): { policy: StoppingCoefficients; calibration: Calibration } {
  const { lambda, days, ranges, calibration } = model.settings[setting];
  return { policy: { lambda, days, ranges }, calibration };
}
