// `pnpm fit:forecast`: fits the learned stopping policy on the default simulator's training seeds, chooses each
// traveller setting's λ and fits its calibration on the validation seeds, and writes the model the API serves
// advice from. It never reads the test seeds.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fitCalibration } from '../src/domain/forecast/stopping/calibration';
import { FEATURE_NAMES } from '../src/domain/forecast/stopping/features';
import { RISK_SETTINGS, StoppingModel } from '../src/domain/forecast/stopping/model';
import type { StoppingCoefficients } from '../src/domain/forecast/stopping/policy';
import { runPolicy } from '../src/domain/forecast/stopping/run';
import { measure } from '../bench/forecast/outcomes';
import { learned } from '../bench/forecast/policies';
import { fitCurve, outcomesOf, SEEDS, SETTING_FLOORS, TRIPS_PER_SEED, tripsOf } from '../bench/forecast/protocol';

const MODEL_PATH = fileURLToPath(new URL('../src/domain/forecast/stopping/model.json', import.meta.url));

const validation = tripsOf('default', SEEDS.validation);
const curve = fitCurve('default').map((policy) => ({
  policy,
  measures: measure(outcomesOf(learned(policy), validation)),
}));
for (const { policy, measures } of curve) {
  console.log(
    `λ ${String(policy.lambda).padStart(5)}: captured ${(measures.captured * 100).toFixed(1)} %, no worse ${(measures.noWorse * 100).toFixed(1)} % (validation)`,
  );
}

/** The λ that captures most on validation while keeping the setting's no-worse floor. */
function choose(floor: number) {
  const eligible = curve.filter(({ measures }) => measures.noWorse >= floor);
  if (eligible.length === 0) throw new Error(`No λ keeps ${floor * 100} % no worse on validation`);
  return eligible.reduce((best, next) => (next.measures.captured > best.measures.captured ? next : best));
}

/** The setting's calibration: its wait advantage against whether waiting beat buying, every day of validation. */
function calibrationOf(policy: StoppingCoefficients) {
  const scores: number[] = [];
  const outcomes: boolean[] = [];
  for (const trip of validation) {
    const run = runPolicy(policy, trip);
    run.waitBeats.forEach((beats, i) => {
      scores.push(run.advantages[i]!);
      outcomes.push(beats);
    });
  }
  return fitCalibration(scores, outcomes);
}

const significant = (value: number) => Number(value.toPrecision(5));
// Ranges are rounded outward to 3 significant digits, so rounding never clips a value the fit saw.
const outward = (value: number, round: (x: number) => number) => {
  if (value === 0) return 0;
  const scale = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2);
  return round(value / scale) * scale;
};
const roundDown = (value: number) => Number(outward(value, Math.floor).toPrecision(3));
const roundUp = (value: number) => Number(outward(value, Math.ceil).toPrecision(3));
const settings = Object.fromEntries(
  RISK_SETTINGS.map((setting) => {
    const { policy, measures } = choose(SETTING_FLOORS[setting]);
    const calibration = calibrationOf(policy);
    return [
      setting,
      {
        lambda: policy.lambda,
        days: policy.days.map((coefficients) => coefficients.map(significant)),
        ranges: policy.ranges!.map(([low, high]) => [low.map(roundDown), high.map(roundUp)]),
        calibration: { upTo: calibration.upTo.map(significant), probability: calibration.probability.map(significant) },
        validation: { captured: significant(measures.captured), noWorse: significant(measures.noWorse) },
      },
    ];
  }),
);
const model = StoppingModel.parse({
  fittedOn: {
    variant: 'default',
    trainSeeds: SEEDS.train,
    validationSeeds: SEEDS.validation,
    tripsPerSeed: TRIPS_PER_SEED,
  },
  features: FEATURE_NAMES,
  settings,
});
writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
console.log(`Save the most: λ ${model.settings.save.lambda}; Play it safe: λ ${model.settings.safe.lambda}`);
console.log(`Wrote ${MODEL_PATH}`);
