import { BellPlus } from 'lucide-react';
import { RouteAlertTargetPrice } from '@farewise/contracts';
import type { FlightSearchParams } from '../../api/useFlightSearch';
import { useMutationToast } from '../../api/useMutationToast';
import { useCreatePriceAlert } from '../../api/usePriceAlerts';
import { formatUsd, TRIP_TYPE } from '../../format';
import { FieldDialog } from './FieldDialog';
import { defaultTargetPrice, routeAlertRequest } from './resultRequests';

export interface PriceAlertDialogProps {
  search: FlightSearchParams;
  /** Today's lowest fare in USD. */
  currentPrice: number;
  userId: number;
}

/**
 * Create price alert: a target in USD, 10 % under today's fare to start with; "Price alert created!", or "Failed
 * to create alert" with the reason and the dialog kept open (spec 01 §8).
 */
export function PriceAlertDialog({ search, currentPrice, userId }: PriceAlertDialogProps) {
  const create = useCreatePriceAlert(userId);
  const createAlert = useMutationToast(create, {
    success: { title: 'Price alert created!', tone: 'positive' },
    failure: { title: 'Failed to create alert' },
  });
  return (
    <FieldDialog
      title="Create a price alert"
      description={`${search.origin} → ${search.destination} is ${formatUsd(currentPrice)} ${TRIP_TYPE.oneWay} today. We will email you when it falls to your target.`}
      triggerLabel="Create price alert"
      triggerIcon={<BellPlus size={16} aria-hidden />}
      field={{
        name: 'targetPrice',
        label: 'Target price (USD)',
        schema: RouteAlertTargetPrice,
        defaultValue: defaultTargetPrice(currentPrice),
        inputMode: 'decimal',
      }}
      onSubmit={(targetPrice) => createAlert(routeAlertRequest(search, targetPrice))}
      pending={create.isPending}
      submitLabel="Create Alert"
      pendingLabel="Creating…"
    />
  );
}
