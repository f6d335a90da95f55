// `pnpm bench:forecast [--json] [--write]`: the learned buy-or-wait policy back-tested on the test seeds of every
// fare simulator variant, beside the baselines, with 95 % bootstrap intervals; then the calibration of each
// traveller setting's confidence. The test seeds are read here only. `--json` prints the whole report as JSON;
// `--write` stores the default simulator's figures for each setting, which the price history's "About this
// advice" shows.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mean } from 'simple-statistics';
import modelJson from '../src/domain/forecast/stopping/model.json' with { type: 'json' };
import { RISK_SETTINGS, settingOf, StoppingModel } from '../src/domain/forecast/stopping/model';
import { SIMULATOR_VARIANTS, type SimulatorVariant } from '../src/simulation/variants';
import { estimate, measure, type Estimate, type Measures } from './forecast/outcomes';
import { buyAtDaysOut, buyNow, learned, ruleBased, type BookingPolicy } from './forecast/policies';
import { fitCurve, LAMBDAS, outcomesOf, SEEDS, TRIPS_PER_SEED, tripsOf } from './forecast/protocol';
import { forecasts, reliability, type Reliability } from './forecast/reliability';

const asJson = process.argv.includes('--json');
const write = process.argv.includes('--write');
const log = (line = '') => {
  if (!asJson) console.log(line);
};
const model = StoppingModel.parse(modelJson);
const settings = Object.fromEntries(RISK_SETTINGS.map((s) => [s, settingOf(model, s)])) as Record<
  (typeof RISK_SETTINGS)[number],
  ReturnType<typeof settingOf>
>;
const SETTING_NAMES = { save: 'Save the most', safe: 'Play it safe' } as const;

// Chosen on validation: the fixed days out that captures the most.
const validation = tripsOf('default', SEEDS.validation);
const FIXED_DAYS = [7, 14, 21, 28, 45, 60, 90] as const;
const fixedDays = FIXED_DAYS.reduce((best, days) =>
  measure(outcomesOf(buyAtDaysOut(days), validation)).captured >
  measure(outcomesOf(buyAtDaysOut(best), validation)).captured
    ? days
    : best,
);
const learnedCurve = fitCurve('default');

interface Row {
  policy: string;
  measures: Record<keyof Measures, Estimate>;
  /** Captured share over the known-parameters advisor's at the same λ. */
  ofKnown?: number;
  /** The known-parameters advisor's captured share at this row's no-worse share, less this row's. */
  frontierGap?: number;
  perSeed?: Measures[];
}

/** The known-parameters frontier's captured share at a no-worse share, by linear interpolation. */
function knownCapturedAt(frontier: readonly Measures[], noWorse: number): number | undefined {
  const points = [...frontier].sort((a, b) => a.noWorse - b.noWorse);
  for (let i = 1; i < points.length; i += 1) {
    const [a, b] = [points[i - 1]!, points[i]!];
    if (noWorse >= a.noWorse && noWorse <= b.noWorse) {
      const t = b.noWorse === a.noWorse ? 0 : (noWorse - a.noWorse) / (b.noWorse - a.noWorse);
      return a.captured + t * (b.captured - a.captured);
    }
  }
  return undefined;
}

function report(variant: SimulatorVariant) {
  const test = tripsOf(variant, SEEDS.test);
  const seedTrips = SEEDS.test.map((_, k) => test.slice(k * TRIPS_PER_SEED, (k + 1) * TRIPS_PER_SEED));
  const knownCurve = fitCurve(variant, true);
  const knownPoints = knownCurve.map((policy) => measure(outcomesOf(learned(policy, true), test)));
  const row = (policy: string, run: BookingPolicy, extra: Partial<Row> = {}): Row => {
    const outcomes = outcomesOf(run, test);
    return { policy, measures: estimate(outcomes), ...extra };
  };
  const rows: Row[] = [
    row('buy now', buyNow),
    row(`buy ${fixedDays} days out`, buyAtDaysOut(fixedDays)),
    row('rule-based advice (before)', ruleBased),
    ...RISK_SETTINGS.map((setting) =>
      row(`${SETTING_NAMES[setting]} (λ ${settings[setting].policy.lambda})`, learned(settings[setting].policy), {
        perSeed: seedTrips.map((trips) => measure(outcomesOf(learned(settings[setting].policy), trips))),
      }),
    ),
    ...learnedCurve.map((policy, k) => {
      const r = row(`learned λ ${policy.lambda}`, learned(policy));
      const known = knownPoints[k]!;
      r.ofKnown = known.captured > 0 ? r.measures.captured.value / known.captured : undefined;
      const at = knownCapturedAt(knownPoints, r.measures.noWorse.value);
      r.frontierGap = at === undefined ? undefined : at - r.measures.captured.value;
      return r;
    }),
    ...knownCurve.map((policy) => row(`known parameters λ ${policy.lambda}`, learned(policy, true))),
  ];
  const calibration = Object.fromEntries(
    RISK_SETTINGS.map((setting) => {
      const { policy, calibration: map } = settings[setting];
      const base = forecasts(policy, map, validation);
      const rate = mean(base.happened.map(Number));
      const { stated, happened } = forecasts(policy, map, test);
      return [setting, reliability(stated, happened, rate)];
    }),
  ) as Record<(typeof RISK_SETTINGS)[number], Reliability>;
  return { variant, trips: test.length, rows, calibration };
}

const pct = (share: number) => `${(share * 100).toFixed(1)}`;
const withCi = ({ value, low, high }: Estimate) => `${pct(value)} [${pct(low)}, ${pct(high)}]`.padEnd(20);

log(
  `Forecast back-test: ${TRIPS_PER_SEED} trips per seed; test seeds ${SEEDS.test.join(', ')}; train ${SEEDS.train.join(', ')}; validation ${SEEDS.validation.join(', ')}`,
);
log(`Fixed-days baseline chosen on validation: ${fixedDays} days out. Shares in %, 95 % bootstrap intervals.`);
const reports = SIMULATOR_VARIANTS.map((variant) => {
  const result = report(variant);
  log();
  log(`## ${variant} (${result.trips} test trips)`);
  log(
    `${'policy'.padEnd(30)} ${'captured'.padEnd(20)} ${'of known'.padEnd(8)} ${'gap'.padEnd(6)} ${'mean saved'.padEnd(20)} ${'no worse'.padEnd(20)} ${'p95 loss'.padEnd(20)} days out`,
  );
  for (const r of result.rows) {
    log(
      [
        r.policy.padEnd(30),
        withCi(r.measures.captured),
        (r.ofKnown === undefined ? '' : pct(r.ofKnown)).padEnd(8),
        (r.frontierGap === undefined ? '' : pct(r.frontierGap)).padEnd(6),
        withCi(r.measures.meanSaved),
        withCi(r.measures.noWorse),
        withCi(r.measures.p95Loss),
        r.measures.meanDaysOut.value.toFixed(0),
      ].join(' '),
    );
    r.perSeed?.forEach((seed, k) =>
      log(`  seed ${SEEDS.test[k]}: captured ${pct(seed.captured)}, no worse ${pct(seed.noWorse)}`),
    );
  }
  for (const setting of RISK_SETTINGS) {
    const c = result.calibration[setting];
    log(
      `${SETTING_NAMES[setting]}: Brier ${c.brier.toFixed(4)} vs constant ${c.constantBrier.toFixed(4)}, skill ${c.skill.toFixed(3)}; deciles stated→observed: ${c.deciles.map((d) => `${pct(d.stated)}→${pct(d.observed)}`).join(', ')}`,
    );
  }
  return result;
});

if (asJson)
  console.log(JSON.stringify({ seeds: SEEDS, tripsPerSeed: TRIPS_PER_SEED, lambdas: LAMBDAS, fixedDays, reports }));

if (write) {
  const byDefault = reports[0]!;
  const summary = Object.fromEntries(
    RISK_SETTINGS.map((setting) => {
      const r = byDefault.rows.find((row) => row.policy.startsWith(SETTING_NAMES[setting]))!;
      const round = (value: number) => Math.round(value * 1000) / 1000;
      return [
        setting,
        {
          trips: byDefault.trips,
          captured: round(r.measures.captured.value),
          noWorse: round(r.measures.noWorse.value),
          meanSaved: round(r.measures.meanSaved.value),
          skill: round(byDefault.calibration[setting].skill),
        },
      ];
    }),
  );
  const target = fileURLToPath(new URL('../src/domain/forecast/stopping/backtest.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(summary, null, 2)}\n`);
  log(`Wrote ${target}`);
}
