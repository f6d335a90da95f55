import { useState, type ReactNode } from 'react';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import type { Trip, TripDetail, TripTab } from '@farewise/contracts';
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
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { useToast } from '../../primitives/Toast';
import { ImportOffer } from '../../storage/ImportOffer';
import { importLocal, importToast } from '../../storage/importLocal';
import { importRequest, useLocalTrips } from '../localTrips';
import { useSaveTrip } from '../useSaveTrip';
import { ConfirmDelete } from '../ConfirmDelete';
import { TripDocuments } from '../TripDocuments';
import { TripExpenses } from '../TripExpenses';
import { TripItinerary } from '../TripItinerary';
import { TripList } from '../TripList';
import { TripOverview } from '../TripOverview';
import { TripSettingsDialog } from '../TripSettings';
import { TripShareDialog } from '../TripShare';
import { TripWizard } from '../TripWizard';
import * as css from './TripOrganiser.css';
import { ReadOnlyTrip } from './ReadOnlyTrip';
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

interface ShellProps extends TripOrganiserProps {
  /** The trips listed; undefined while they load. */
  trips: Trip[] | undefined;
  /** What sits above the list: where the trips are kept, or the offer to import. */
  notice?: ReactNode;
  listError?: boolean;
  /** The selected trip's view, given its id (the first trip's when none is selected; null without trips). */
  children: (shownId: string | null) => ReactNode;
}

/** The organiser's frame: Back to Dashboard, New Trip and its wizard, the trips list, and the selected trip. */
function OrganiserShell({ trips, notice, listError, selectedId, tab, prefill, onNavigate, children }: ShellProps) {
  const save = useSaveTrip();
  const createTrip = useMutationToast(save, {
    success: ({ title, local }) => ({
      title: 'Trip created',
      description: local ? `“${title}” is saved in this browser.` : `“${title}” is in your trips.`,
      tone: 'positive',
    }),
    failure: { title: 'Failed to create trip' },
  });
  const [wizardOpen, setWizardOpen] = useState(prefill !== undefined);
  const shownId = selectedId ?? trips?.[0]?.id ?? null;
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
      {notice}
      {listError && <Alert tone="critical">We couldn’t load your trips. Reload the page to try again.</Alert>}
      <div className={css.layout}>
        <div>
          <TripList
            trips={trips}
            selectedId={shownId ?? undefined}
            onSelect={(id) => onNavigate({ trip: id, tab: 'overview' })}
            onNewTrip={() => setWizardOpen(true)}
          />
        </div>
        <div>{children(shownId)}</div>
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

/** Signed in: the account's trips, every change saved to the API, and an offer to import this browser's trips. */
function AccountTrips(props: TripOrganiserProps) {
  const trips = useTrips(true);
  const local = useLocalTrips();
  const create = useCreateTrip();
  const { toast } = useToast();
  // Each imported trip's account id by client id: a selection of it follows it into the account.
  const [imported, setImported] = useState<ReadonlyMap<string, string>>(new Map());
  // Only a trip of the account's list is loaded: a browser-kept trip selected before sign-in, or one deleted
  // elsewhere, shows the first trip instead of a 404.
  const wanted = imported.get(props.selectedId ?? '') ?? props.selectedId;
  const selectedId = trips.data?.some(({ id }) => id === wanted) ? wanted : undefined;
  const importTrips = async () => {
    const result = await importLocal(
      local.stored,
      async (trip) => {
        const { id } = await create.mutateAsync(importRequest(trip));
        setImported((ids) => new Map(ids).set(trip.clientId, id));
      },
      ({ clientId }) => local.remove(clientId),
    );
    toast(importToast(result, 'trip'));
  };
  const notice = local.stored.length > 0 && (
    <ImportOffer label="Trips saved in this browser" onImport={importTrips} importing={create.isPending}>
      {local.stored.length === 1 ? '1 trip is' : `${local.stored.length} trips are`} saved in this browser. Import them
      to track expenses and share them.
    </ImportOffer>
  );
  return (
    <OrganiserShell {...props} selectedId={selectedId} trips={trips.data} listError={trips.isError} notice={notice}>
      {(shownId) => <AccountTrip id={shownId} {...props} />}
    </OrganiserShell>
  );
}

/** The selected account trip, loaded from the API. */
function AccountTrip({ id, tab, onNavigate }: { id: string | null } & TripOrganiserProps) {
  const trip = useTrip(id);
  if (trip.isError) return <Alert tone="critical">This trip could not be loaded: {trip.error.message}</Alert>;
  if (trip.data) return <SelectedTrip trip={trip.data} tab={tab} onNavigate={onNavigate} />;
  return id ? <Skeleton height={360} /> : null;
}

/** Signed out: the trips kept in this browser, read-only until imported, with New Trip and delete. */
function BrowserTrips(props: TripOrganiserProps) {
  const local = useLocalTrips();
  const { toast } = useToast();
  const notice = (
    <Alert tone="info">
      You are not signed in: trips are kept in this browser only. <Link href="/auth">Sign in</Link> to keep them in your
      account, track expenses and share them.
    </Alert>
  );
  return (
    <OrganiserShell {...props} trips={local.trips} notice={notice}>
      {(shownId) => {
        const trip = local.trips.find(({ id }) => id === shownId);
        return (
          trip && (
            <ReadOnlyTrip
              trip={trip}
              tab={props.tab}
              onTabChange={(next) => props.onNavigate({ trip: trip.id, tab: next })}
              actions={
                <ConfirmDelete
                  action={
                    <>
                      <Trash2 size={16} aria-hidden="true" /> Delete
                    </>
                  }
                  question={<>Delete “{trip.title}” from this browser? This cannot be undone.</>}
                  onConfirm={() => {
                    local.remove(trip.id);
                    toast({ title: 'Trip deleted' });
                    props.onNavigate({ tab: 'overview' });
                  }}
                />
              }
            />
          )
        );
      }}
    </OrganiserShell>
  );
}

/**
 * The trip organiser (spec 02 §2, trips issue): the traveller's trips on the left with New Trip (the 6-step wizard),
 * and the selected trip with Share, Settings and its four tabs, every change saved to the API. Signed out, trips are
 * kept in this browser (read-only but for delete) and offered for import into the account after sign-in; importing
 * twice makes each trip once.
 */
export function TripOrganiser(props: TripOrganiserProps) {
  const session = useSession();
  if (session.isPending) return <Skeleton height={400} />;
  return session.data ? <AccountTrips {...props} /> : <BrowserTrips {...props} />;
}
