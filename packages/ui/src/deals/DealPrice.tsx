import type { Deal } from '@farewise/contracts';
import { formatWholeUsd } from '../format';
import { visuallyHidden } from '../primitives/shared.css';
import { originalPrice, prices, salePrice } from './deals.css';

/** A deal's sale price and its struck-through original, in whole USD with thousands separators (spec 02 §9). */
export function DealPrice({ deal }: { deal: Deal }) {
  return (
    <p className={prices}>
      <span className={salePrice}>{formatWholeUsd(deal.salePrice)}</span>
      <span className={visuallyHidden}>, was</span>
      <s className={originalPrice}>{formatWholeUsd(deal.originalPrice)}</s>
    </p>
  );
}
