/**
 * The x-axis ticks of a daily chart: the first date of every `step`-th month in `dates` (ISO, ascending), counted
 * from the first whole month shown. Chosen from the data rather than by the chart library fitting labels to the
 * measured width, so the same data always gets the same axis, at every width and in every run.
 */
export function monthTicks(dates: readonly string[], step: number): string[] {
  const firsts = dates.filter((date, i) => i > 0 && date.slice(0, 7) !== dates[i - 1]!.slice(0, 7));
  return firsts.filter((_, i) => i % step === 0);
}
