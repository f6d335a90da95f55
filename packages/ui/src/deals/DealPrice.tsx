import type { Deal } from '@farewise/contracts';
import { formatWholeUsd } from '../format';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { originalPrice, prices, salePrice } from './deals.css';

/**
 * A deal's sale price and its struck-through original, in whole USD with thousands separators (spec 02 §9); a flight
 * deal's fare is followed by its trip type, which the deal's duration names ("Round trip").
 */
export function DealPrice({ deal }: { deal: Deal }) {
  return (
    <p className={prices}>
      <span className={salePrice}>{formatWholeUsd(deal.salePrice)}</span>
      <VisuallyHidden>, was</VisuallyHidden>
      <s className={originalPrice}>{formatWholeUsd(deal.originalPrice)}</s>
      {deal.type === 'flight' && deal.duration && <small>{deal.duration.toLowerCase()}</small>}
    </p>
  );
}
