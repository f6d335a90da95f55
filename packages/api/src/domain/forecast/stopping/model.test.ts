import { describe, expect, it } from 'vitest';
import backtest from './backtest.json' with { type: 'json' };
import modelJson from './model.json' with { type: 'json' };
import { FEATURE_NAMES } from './features';
import { StoppingModel } from './model';

describe('the stored stopping model', () => {
  const model = StoppingModel.parse(modelJson);

  it('was fitted with today’s features, and without the test seeds', () => {
    expect(model.features).toEqual(FEATURE_NAMES);
    for (const setting of [model.settings.save, model.settings.safe]) {
      for (const day of setting.days) expect(day).toHaveLength(FEATURE_NAMES.length);
    }
    expect(model.fittedOn.trainSeeds).not.toContain(301);
    expect(model.fittedOn.validationSeeds).not.toContain(301);
  });

  it('plays it safe with a higher λ, and keeps its validation floor', () => {
    expect(model.settings.safe.lambda).toBeGreaterThan(model.settings.save.lambda);
    expect(model.settings.safe.validation.noWorse).toBeGreaterThanOrEqual(0.96);
    expect(model.settings.save.validation.noWorse).toBeGreaterThanOrEqual(0.75);
  });

  it('has back-test figures for both settings', () => {
    expect(backtest.safe.noWorse).toBeGreaterThan(backtest.save.noWorse);
    expect(backtest.save.trips).toBeGreaterThanOrEqual(6000);
  });
});
