/** Badge tone for a confidence in percent (spec 01 §9): green at 90 or more, yellow at 80 or more, orange below. */
export function confidenceTone(confidence: number): 'positive' | 'caution' | 'critical' {
  if (confidence >= 90) return 'positive';
  return confidence >= 80 ? 'caution' : 'critical';
}
