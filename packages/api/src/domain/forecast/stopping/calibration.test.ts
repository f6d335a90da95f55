import { describe, expect, it } from 'vitest';
import { calibrate, fitCalibration } from './calibration';

describe('fitCalibration', () => {
  it('is the non-decreasing step function nearest the outcomes, pooling where the rate falls', () => {
    const calibration = fitCalibration([1, 2, 3, 4, 5, 6], [false, true, false, true, true, true], 6);
    expect(calibration).toEqual({ upTo: [1, 3, 6], probability: [0, 0.5, 1] });
    expect(calibrate(calibration, -10)).toBe(0);
    expect(calibrate(calibration, 2.5)).toBe(0.5);
    expect(calibrate(calibration, 99)).toBe(1);
  });

  it('pools scores into equal-count bins first, and stays monotone', () => {
    const scores = Array.from({ length: 1000 }, (_, i) => i / 1000);
    const outcomes = scores.map((score, i) => (i % 7) / 7 < score);
    const { probability } = fitCalibration(scores, outcomes, 20);
    expect(probability.length).toBeLessThanOrEqual(20);
    expect(probability).toEqual([...probability].sort((a, b) => a - b));
  });

  it('refuses no scores, or outcomes that do not match', () => {
    expect(() => fitCalibration([], [])).toThrow(RangeError);
    expect(() => fitCalibration([1, 2], [true])).toThrow('one outcome per score');
  });
});
