import type { Destination } from '@farewise/contracts';
import { describeError } from '../../api/client';
import { useRouteOutlook } from '../../api/useRouteOutlook';
import { BestMonthCard } from '../../flights/BestMonthCard';
import { Alert } from '../../primitives/Alert';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';

/** The predicted best month to fly from `origin` to the destination, with a card-shaped placeholder while it loads. */
export function BestMonth({ origin, destination }: { origin: string; destination: Destination }) {
  const outlook = useRouteOutlook(origin, destination.iataCode);
  if (outlook.isError) {
    return (
      <Alert tone="critical" role="alert">
        Best month unavailable: {describeError(outlook.error)}
      </Alert>
    );
  }
  if (!outlook.data) {
    return (
      <Card variant="outlined" role="status" aria-busy="true" aria-label="Loading the best month to fly">
        <Skeleton width="50%" height="1.5em" />
        <Skeleton width="80%" />
      </Card>
    );
  }
  return <BestMonthCard recommendation={outlook.data.recommendations} />;
}
