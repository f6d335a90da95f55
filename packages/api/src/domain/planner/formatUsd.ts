const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** A USD amount as the planner's messages show it: `$1,500`, `$12.50`. */
export function formatUsd(amount: number): string {
  return USD.format(amount).replace(/\.00$/, '');
}
