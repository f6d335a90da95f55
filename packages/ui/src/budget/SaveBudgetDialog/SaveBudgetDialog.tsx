import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, formatISO, parseISO } from 'date-fns';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import {
  NEW_TRIP_CHOICE,
  saveBudgetForm,
  tripBudgetSplit,
  type BudgetEstimate,
  type CreateTripRequest,
  type SaveBudgetForm,
} from '@farewise/contracts';
import { useMutationToast } from '../../api/useMutationToast';
import { useTrips, useUpdateAnyTrip } from '../../api/useTrips';
import { useNow } from '../../clock/ClockProvider';
import { formatUsd, plural } from '../../format';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Link } from '../../primitives/Link';
import { Select } from '../../primitives/Select';
import { useSaveTrip } from '../../trips/useSaveTrip';
import { STYLE_LABELS, TRIP_TYPE_LABELS } from '../budgetLabels';

/** The last day of a trip of `days` days from `startDate` (ISO dates, both days included). */
const lastDay = (startDate: string, days: number) =>
  formatISO(addDays(parseISO(startDate), days - 1), { representation: 'date' });

/** The new trip an estimate makes: its total and split, travelers, and days from the form's first day. */
function budgetTrip(estimate: BudgetEstimate, form: SaveBudgetForm): CreateTripRequest {
  return {
    title: form.title,
    description: `Budget from the calculator: ${STYLE_LABELS[estimate.travelStyle]}, ${TRIP_TYPE_LABELS[estimate.tripType]}, ${plural(estimate.duration, 'day')} for ${plural(estimate.travelers, 'traveler')}.`,
    destination: form.destination,
    startDate: `${form.startDate}T00:00:00.000Z`,
    endDate: `${lastDay(form.startDate, estimate.duration)}T00:00:00.000Z`,
    totalBudget: estimate.total,
    travelers: estimate.travelers,
    tags: [estimate.travelStyle, estimate.tripType],
    budgetDistribution: tripBudgetSplit(estimate.categories),
  };
}

export interface SaveBudgetDialogProps {
  estimate: BudgetEstimate;
}

/**
 * **Save as trip budget** (trips issue): sets a trip's total budget (USD) and split (the contracts'
 * `tripBudgetSplit`) from the estimate. Signed in, the traveller picks one of their trips to update or makes a new
 * one; signed out, the new trip is kept in this browser. A new trip needs a title, a destination and a first day
 * (not in the past); it lasts the estimate's duration. The form is checked by the contracts' `saveBudgetForm`; it
 * closes on success and keeps what was typed on failure.
 */
export function SaveBudgetDialog({ estimate }: SaveBudgetDialogProps) {
  const today = formatISO(useNow(), { representation: 'date' });
  const [open, setOpen] = useState(false);
  const save = useSaveTrip();
  const trips = useTrips(save.signedIn && open);
  const update = useUpdateAnyTrip();
  const [saved, setSaved] = useState<{ id: string; title: string } | null>(null);
  const create = useMutationToast(save, {
    success: ({ title, local }) => ({
      title: 'Trip budget saved',
      description: local ? `“${title}” is kept in this browser until you sign in.` : `“${title}” is in My Trips.`,
      tone: 'positive',
    }),
    failure: { title: 'Failed to save trip budget' },
  });
  const change = useMutationToast(update, {
    success: ({ title }) => ({
      title: 'Trip budget saved',
      description: `“${title}” now has this budget.`,
      tone: 'positive',
    }),
    failure: { title: 'Failed to save trip budget' },
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    values: {
      trip: NEW_TRIP_CHOICE,
      title: estimate.destination ? `${estimate.destination} trip` : '',
      destination: estimate.destination,
      startDate: '',
    },
    resolver: zodResolver(saveBudgetForm(today)),
  });
  const trip = useWatch({ control, name: 'trip' });
  const submit = handleSubmit(async (form) => {
    const outcome =
      form.trip === NEW_TRIP_CHOICE
        ? await create(budgetTrip(estimate, form))
        : await change({
            id: form.trip,
            change: { totalBudget: estimate.total, budgetDistribution: tripBudgetSplit(estimate.categories) },
          });
    if (!outcome.ok) return;
    setSaved({ id: outcome.data.id, title: outcome.data.title });
    setOpen(false);
  });
  const choices = [
    { value: NEW_TRIP_CHOICE, label: 'A new trip' },
    ...(trips.data ?? []).map(({ id, title }) => ({ value: id, label: title })),
  ];
  return (
    <Stack space="sm">
      <Dialog
        title="Save as trip budget"
        description={`${formatUsd(estimate.total)} for ${plural(estimate.travelers, 'traveler')}, split across the trip’s budget categories.`}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline">
            <CalendarPlus size={18} aria-hidden="true" /> Save as trip budget
          </Button>
        }
      >
        <Stack as="form" space="md" onSubmit={submit} noValidate aria-label="Save as trip budget">
          {save.signedIn && (
            <FormField label="Trip" hint={trips.isPending ? 'Loading your trips…' : undefined}>
              {(props) => (
                <Controller
                  control={control}
                  name="trip"
                  render={({ field }) => (
                    <Select {...props} options={choices} value={field.value} onValueChange={field.onChange} />
                  )}
                />
              )}
            </FormField>
          )}
          {trip === NEW_TRIP_CHOICE && (
            <>
              <FormField label="Trip title" required error={errors.title?.message}>
                {(props) => <Input {...props} {...register('title')} />}
              </FormField>
              <Tiles columns={{ mobile: 1, tablet: 2 }} space="md">
                <FormField label="Destination" required error={errors.destination?.message}>
                  {(props) => <Input {...props} {...register('destination')} />}
                </FormField>
                <FormField
                  label="Start date"
                  required
                  hint={`The trip lasts ${plural(estimate.duration, 'day')}`}
                  error={errors.startDate?.message}
                >
                  {(props) => <Input {...props} {...register('startDate')} type="date" min={today} />}
                </FormField>
              </Tiles>
            </>
          )}
          <Button type="submit" disabled={save.isPending || update.isPending}>
            {trip === NEW_TRIP_CHOICE ? 'Create trip with this budget' : 'Update trip budget'}
          </Button>
        </Stack>
      </Dialog>
      {saved && (
        <Alert tone="positive">
          Saved to “{saved.title}”. <Link href={`/trips?trip=${saved.id}`}>Open it in My Trips</Link>
        </Alert>
      )}
    </Stack>
  );
}
