import { useSession } from '../../api/useAccount';
import type { FlightSearchParams } from '../../api/useFlightSearch';
import { Inline } from '../../layout/Inline';
import { Link } from '../../primitives/Link';
import { PriceAlertDialog } from './PriceAlertDialog';
import { SaveSearchDialog } from './SaveSearchDialog';
import { signInNote } from './ResultActions.css';

export interface ResultActionsProps {
  /** The search the results answer: IATA codes, travellers and cabin. */
  search: FlightSearchParams;
  /** Today's lowest fare in USD: the alert's target starts 10 % under it. */
  currentPrice: number;
}

/**
 * What a traveller can do with search results (spec 01 §7, §8): save the search under a name, or
 * create a price alert for the route ("Price alert created!", or "Failed to create alert" with the reason). Signed
 * out, it invites them to sign in.
 */
export function ResultActions({ search, currentPrice }: ResultActionsProps) {
  const session = useSession();
  if (!session.data) {
    return (
      <p className={signInNote}>
        <Link href="/auth">Sign in</Link> to save this search or get a price alert when the fare drops.
      </p>
    );
  }
  return (
    <Inline space="sm">
      <SaveSearchDialog search={search} userId={session.data.id} />
      <PriceAlertDialog search={search} currentPrice={currentPrice} userId={session.data.id} />
    </Inline>
  );
}
