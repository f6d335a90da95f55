import { useState } from 'react';
import { ArrowLeft, Lock, Plus } from 'lucide-react';
import type { TripDetail, TripTab } from '@farewise/contracts';
import { useSession } from '../../api/useAccount';
import { useMutationToast } from '../../api/useMutationToast';
import {
  useAddTripExpense,
  useAddTripItem,
  useCreateTrip,
  useDeleteTrip,
  useDeleteTripExpense,
  useDeleteTripItem,
  useShareTrip,
  useTrip,
  useTrips,
  useUpdateTrip,
  useUpdateTripItem,
} from '../../api/useTrips';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { TripDocuments } from '../TripDocuments';
import { TripExpenses } from '../TripExpenses';
import { TripItinerary } from '../TripItinerary';
import { TripList } from '../TripList';
import { TripOverview } from '../TripOverview';
import { TripSettingsDialog } from '../TripSettings';
import { TripShareDialog } from '../TripShare';
import { TripWizard } from '../TripWizard';
import * as css from './TripOrganiser.css';
import { TripView } from './TripView';

export interface TripOrganiserProps {
  /** The trip shown, e.g. from the URL; the first trip when unset. */
  selectedId?: string;
  tab: TripTab;
  /** A new trip's destination and title from a link (a trip idea's Plan Trip): the wizard opens with them. */
  prefill?: { destination: string; title?: string };
  /** Called when the traveller picks a trip (or creates one) or a tab, and when the prefilled wizard closes. */
  onNavigate: (selection: { trip?: string; tab: TripTab }) => void;
}

/** The selected trip with every write wired to the API, each toasting its outcome. */
function SelectedTrip({ trip, tab, onNavigate }: { trip: TripDetail } & Omit<TripOrganiserProps, 'selectedId'>) {
  const update = useUpdateTrip(trip.id);
  const remove = useDeleteTrip(trip.id);
  const addItem = useAddTripItem(trip.id);
  const updateItem = useUpdateTripItem(trip.id);
  const deleteItem = useDeleteTripItem(trip.id);
  const addExpense = useAddTripExpense(trip.id);
  const deleteExpense = useDeleteTripExpense(trip.id);
  const { share, unshare } = useShareTrip(trip.id);
  const failed = (title: string) => ({ failure: { title } });
  const save = useMutationToast(update, {
    success: { title: 'Trip saved', tone: 'positive' },
    ...failed('Failed to save trip'),
  });
  const deleteTrip = useMutationToast(remove, {
    success: { title: 'Trip deleted' },
    ...failed('Failed to delete trip'),
  });
  const add = useMutationToast(addItem, {
    success: { title: 'Item added', tone: 'positive' },
    ...failed('Failed to add item'),
  });
  const change = useMutationToast(updateItem, { ...failed('Failed to save item') });
  const drop = useMutationToast(deleteItem, { ...failed('Failed to delete item') });
  const spend = useMutationToast(addExpense, {
    success: { title: 'Expense added', tone: 'positive' },
    ...failed('Failed to add expense'),
  });
  const unspend = useMutationToast(deleteExpense, { ...failed('Failed to delete expense') });
  const makeLink = useMutationToast(share, { ...failed('Failed to share trip') });
  const revoke = useMutationToast(unshare, {
    success: { title: 'Sharing stopped' },
    ...failed('Failed to stop sharing'),
  });

  return (
    <TripView
      trip={trip}
      tab={tab}
      onTabChange={(next) => onNavigate({ trip: trip.id, tab: next })}
      actions={
        <>
          <TripShareDialog
            shareToken={trip.shareToken}
            onShare={() => makeLink()}
            onRevoke={() => revoke()}
            pending={share.isPending || unshare.isPending}
          />
          <TripSettingsDialog
            trip={trip}
            onSave={save}
            onDelete={async () => {
              const outcome = await deleteTrip();
              if (outcome.ok) onNavigate({ tab: 'overview' });
              return outcome;
            }}
            saving={update.isPending}
          />
        </>
      }
      panels={{
        overview: <TripOverview trip={trip} />,
        itinerary: (
          <TripItinerary
            trip={trip}
            onAdd={add}
            onUpdate={(itemId, item) => change({ itemId, change: item })}
            onDelete={(itemId) => void drop(itemId)}
            saving={addItem.isPending || updateItem.isPending}
          />
        ),
        expenses: (
          <TripExpenses
            trip={trip}
            onAdd={spend}
            onDelete={(expenseId) => void unspend(expenseId)}
            saving={addExpense.isPending}
          />
        ),
        documents: (
          <TripDocuments
            documents={trip.documents}
            onSave={(documents) => void save({ documents })}
            saving={update.isPending}
          />
        ),
      }}
    />
  );
}

/**
 * The trip organiser (spec 02 §2, trips issue): the traveller's trips on the left with New Trip (the 6-step wizard),
 * and the selected trip with Share, Settings and its four tabs, every change saved to the API. Signed out, it asks
 * the traveller to sign in.
 */
export function TripOrganiser({ selectedId, tab, prefill, onNavigate }: TripOrganiserProps) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const trips = useTrips(signedIn);
  const shownId = selectedId ?? trips.data?.[0]?.id ?? null;
  const trip = useTrip(signedIn ? shownId : null);
  const create = useCreateTrip();
  const createTrip = useMutationToast(create, {
    success: ({ title }) => ({ title: 'Trip created', description: `“${title}” is in your trips.`, tone: 'positive' }),
    failure: { title: 'Failed to create trip' },
  });
  const [wizardOpen, setWizardOpen] = useState(prefill !== undefined);

  if (session.isPending) return <Skeleton height={400} />;
  if (!signedIn) {
    return (
      <Card padding="lg">
        <Stack space="md" align="center">
          <Lock size={32} aria-hidden />
          <p>Sign in to plan trips: your itinerary, expenses and documents are kept in your account.</p>
          <Button asChild>
            <Link href="/auth">Sign In</Link>
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack space="lg">
      <Inline space="sm">
        <Button asChild variant="ghost">
          <Link href="/dashboard">
            <ArrowLeft size={16} aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <Button onClick={() => setWizardOpen(true)}>
          <Plus size={16} aria-hidden="true" /> New Trip
        </Button>
      </Inline>
      {trips.isError && <Alert tone="critical">We couldn’t load your trips. Reload the page to try again.</Alert>}
      <div className={css.layout}>
        <div>
          <TripList
            trips={trips.data}
            selectedId={shownId ?? undefined}
            onSelect={(id) => onNavigate({ trip: id, tab: 'overview' })}
            onNewTrip={() => setWizardOpen(true)}
          />
        </div>
        <div>
          {shownId && !trip.data && !trip.isError && <Skeleton height={360} />}
          {trip.isError && <Alert tone="critical">This trip could not be loaded: {trip.error.message}</Alert>}
          {trip.data && <SelectedTrip trip={trip.data} tab={tab} onNavigate={onNavigate} />}
        </div>
      </div>
      <TripWizard
        open={wizardOpen}
        prefill={prefill}
        onOpenChange={(open) => {
          setWizardOpen(open);
          // The link's prefill is spent once the wizard closes: it leaves the URL.
          if (!open && prefill) onNavigate({ trip: selectedId, tab });
        }}
        onCreate={async (payload) => {
          const outcome = await createTrip(payload);
          if (!outcome.ok) throw outcome.error;
          onNavigate({ trip: outcome.data.id, tab: 'overview' });
        }}
      />
    </Stack>
  );
}
