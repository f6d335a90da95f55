import { calibrate } from './calibration';
import type { FarePath } from './features';
import type { RiskSetting } from '@farewise/contracts';
import { settingOf, type StoppingModel } from './model';
import { runPolicy } from './run';

/** Buy today or wait, with the calibrated chance that waiting beats buying now. */
export interface StoppingAdvice {
  action: 'buy' | 'wait';
  /** The probability, in percent (0–100), that waiting ends in a lower fare than today's. */
  waitChance: number;
  /** For `wait`: about how many days before departure the policy expects to buy. */
  waitUntilDaysOut: number | null;
}

/**
 * The learned policy's advice for one departure today (issue 17): it reads the departure's fares so far (`path`,
 * ending today) with today's fare as the reference, and the chosen risk setting's coefficients and calibration.
 * When it says wait, it runs on along `expected` (the fares the prior expects on each later day, nearest last
 * excluded: from tomorrow to the day before departure) to say about when it would buy.
 * @param path the departure's fares in USD, oldest first, ending today; today must be at least 1 day out.
 */
export function adviseStopping(
  model: StoppingModel,
  setting: RiskSetting,
  path: FarePath,
  expected: readonly number[],
): StoppingAdvice {
  const { policy, calibration } = settingOf(model, setting);
  const today = path.fares.length - 1;
  const reference = path.fares[today]!;
  const ahead = { ...path, fares: [...path.fares, ...expected], hidden: undefined };
  const run = runPolicy(policy, ahead, { reference });
  const advantage = run.advantages[today]!;
  const waitChance = Math.round(100 * (Number.isFinite(advantage) ? calibrate(calibration, advantage) : 0));
  if (advantage <= 0) return { action: 'buy', waitChance, waitUntilDaysOut: null };
  const buyAt = run.advantages.findIndex((value, i) => i > today && value <= 0);
  const at = buyAt === -1 ? ahead.fares.length - 1 : buyAt;
  return { action: 'wait', waitChance, waitUntilDaysOut: path.horizon - at };
}
