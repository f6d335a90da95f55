/** Clamps a percentage to 0–100; `NaN` becomes 0 (spec 01 §9: progress bars are clamped to 0–100). */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
