import { describe, expect, it } from 'vitest';
import type { FarePath } from './features';
import { fitStoppingPolicy } from './fit';
import { utility } from './policy';
import { runPolicy } from './run';

/** A path searched from 12 days out with the given fares, the same for every departure. */
const path = (fares: number[], departureDay = 100): FarePath => ({
  fares,
  horizon: fares.length,
  departureDay,
  firstWeekday: 0,
});
// Fares that hold, dip for three days (a sale), then jump inside the last week.
const dipping = [300, 300, 300, 300, 300, 240, 240, 240, 360, 360, 420, 420];
const rising = [300, 310, 320, 330, 340, 350, 360, 370, 380, 390, 400, 410];

describe('fitStoppingPolicy', () => {
  it('learns to wait for a dip that always comes, and to buy at once when fares only rise', () => {
    const waits = fitStoppingPolicy(
      Array.from({ length: 40 }, (_, i) => path(dipping, i)),
      { lambda: 0 },
    );
    const run = runPolicy(waits, path(dipping));
    expect(run.paid).toBe(240);
    expect(run.boughtAt).toBeGreaterThanOrEqual(5);
    expect(run.boughtAt).toBeLessThanOrEqual(7);

    const buys = fitStoppingPolicy(
      Array.from({ length: 40 }, (_, i) => path(rising, i)),
      { lambda: 0 },
    );
    expect(runPolicy(buys, path(rising))).toMatchObject({ boughtAt: 0, paid: 300 });
  });

  it('says each day whether waiting would have ended lower', () => {
    const policy = fitStoppingPolicy(
      Array.from({ length: 40 }, (_, i) => path(dipping, i)),
      { lambda: 0 },
    );
    const { waitBeats } = runPolicy(policy, path(dipping));
    expect(waitBeats.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(waitBeats[5]).toBe(false);
  });

  it('weighs a loss λ times more than a saving of the same size', () => {
    expect(utility(Math.log(0.8), 4)).toBeCloseTo(-Math.log(0.8));
    expect(utility(Math.log(1.25), 4)).toBeCloseTo(-5 * Math.log(1.25));
  });
});
