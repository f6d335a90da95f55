import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ItineraryItem, ItineraryItemInput, TripDetail } from '@farewise/contracts';
import type { MutationOutcome } from '../../api/mutationToast';
import { formatLongDate, formatUsd } from '../../format';
import { Box } from '../../layout/Box';
import { EmptyState } from '../../layout/EmptyState';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { IconButton } from '../../primitives/IconButton';
import { useRemovalFocus } from '../../primitives/useRemovalFocus';
import { ItineraryItemDialog } from './ItineraryItemDialog';
import { itemsByDay } from './itemsByDay';

export interface TripItineraryProps {
  trip: Pick<TripDetail, 'items' | 'startDate' | 'endDate'>;
  onAdd: (item: ItineraryItemInput) => Promise<MutationOutcome<unknown>>;
  onUpdate: (itemId: string, item: ItineraryItemInput) => Promise<MutationOutcome<unknown>>;
  onDelete: (itemId: string) => void;
  /** True while an item is being saved. */
  saving: boolean;
  /** Hides Add, Edit and Delete, for a shared trip. */
  readOnly?: boolean;
}

type Editing = { mode: 'add' } | { mode: 'edit'; item: ItineraryItem } | null;

/**
 * A trip's Itinerary tab (spec 02 §2, §4): the items by day, in time order, each with a Booked or Planned badge
 * (by `isBooked`); Add Item opens the item dialog, and each item can be edited or deleted.
 */
export function TripItinerary({ trip, onAdd, onUpdate, onDelete, saving, readOnly = false }: TripItineraryProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const blank: ItineraryItemInput = {
    type: 'activity',
    title: '',
    date: trip.startDate,
    time: '',
    location: '',
    cost: 0,
    isBooked: false,
  };
  const days = itemsByDay(trip.items);
  const removal = useRemovalFocus(days.flatMap(({ items }) => items.map((item) => item.id)));
  return (
    <Stack space="lg" onClick={removal.onClick}>
      {!readOnly && (
        <Inline space="sm">
          <Button onClick={() => setEditing({ mode: 'add' })} {...removal.empty}>
            <Plus size={16} aria-hidden="true" /> Add Item
          </Button>
        </Inline>
      )}
      {days.length === 0 && (
        <EmptyState title="Nothing planned yet" text="Add flights, stays, meals and things to do, day by day." />
      )}
      {days.map(({ date, items }) => (
        <section key={date} aria-labelledby={`day-${date}`}>
          <Stack space="sm">
            <Box as="h3" id={`day-${date}`} fontSize="md">
              {formatLongDate(date)}
            </Box>
            <Stack as="ul" space="sm">
              {items.map((item) => (
                <li key={item.id}>
                  <Card variant="outlined" padding="sm">
                    <Inline space="sm" alignY="center">
                      <Badge tone={item.isBooked ? 'positive' : 'neutral'}>
                        {item.isBooked ? 'Booked' : 'Planned'}
                      </Badge>
                      <Box as="span" fontWeight="semibold">
                        {item.time && `${item.time} · `}
                        {item.title}
                      </Box>
                      <Box as="span" color="textMuted" fontSize="sm">
                        {[item.type, item.location, item.cost > 0 ? formatUsd(item.cost) : 'Free']
                          .filter(Boolean)
                          .join(' · ')}
                      </Box>
                      {!readOnly && (
                        <Inline space="xs">
                          <IconButton
                            label={`Edit ${item.title}`}
                            icon={<Pencil size={16} />}
                            size="sm"
                            onClick={() => setEditing({ mode: 'edit', item })}
                          />
                          <IconButton
                            label={`Delete ${item.title}`}
                            icon={<Trash2 size={16} />}
                            size="sm"
                            {...removal.control(item.id)}
                            onClick={() => onDelete(item.id)}
                          />
                        </Inline>
                      )}
                    </Inline>
                  </Card>
                </li>
              ))}
            </Stack>
          </Stack>
        </section>
      ))}
      {editing && (
        <ItineraryItemDialog
          title={editing.mode === 'add' ? 'Add Item' : 'Edit Item'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          initial={editing.mode === 'add' ? blank : editing.item}
          firstDay={trip.startDate}
          lastDay={trip.endDate}
          pending={saving}
          onSubmit={(item) => (editing.mode === 'add' ? onAdd(item) : onUpdate(editing.item.id, item))}
        />
      )}
    </Stack>
  );
}
