import type { ReactNode } from 'react';
import type { TripDetail, TripTab } from '@farewise/contracts';
import { TripDocuments } from '../TripDocuments';
import { TripExpenses } from '../TripExpenses';
import { TripItinerary } from '../TripItinerary';
import { TripOverview } from '../TripOverview';
import { TripView } from './TripView';

const nothing = () => Promise.resolve({ ok: false as const, error: new Error('This trip is read-only') });

export interface ReadOnlyTripProps {
  trip: TripDetail;
  tab: TripTab;
  onTabChange: (tab: TripTab) => void;
  /** Actions beside the title, such as deleting a trip kept in this browser. */
  actions?: ReactNode;
}

/**
 * A trip shown without any way to change it (trips issue): a shared link's, or one kept in a signed-out browser
 * until it is imported. The same four tabs as the organiser's.
 */
export function ReadOnlyTrip({ trip, tab, onTabChange, actions }: ReadOnlyTripProps) {
  return (
    <TripView
      trip={trip}
      tab={tab}
      onTabChange={onTabChange}
      actions={actions}
      panels={{
        overview: <TripOverview trip={trip} />,
        itinerary: (
          <TripItinerary trip={trip} onAdd={nothing} onUpdate={nothing} onDelete={() => {}} saving={false} readOnly />
        ),
        expenses: <TripExpenses trip={trip} onAdd={nothing} onDelete={() => {}} saving={false} readOnly />,
        documents: <TripDocuments documents={trip.documents} onSave={() => {}} saving={false} readOnly />,
      }}
    />
  );
}
