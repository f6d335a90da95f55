import { describe, expect, it } from 'vitest';
import { confidenceTone } from './confidenceTone';

describe('confidenceTone (spec 01 §9)', () => {
  it('is green from 90, yellow from 80, orange below', () => {
    expect([95, 90, 89, 80, 79, 50].map(confidenceTone)).toEqual([
      'positive',
      'positive',
      'caution',
      'caution',
      'critical',
      'critical',
    ]);
  });
});
