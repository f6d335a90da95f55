import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TripStatus, UpdateTripRequest, type TripDetail } from '@farewise/contracts';
import { Settings } from 'lucide-react';
import type { MutationOutcome } from '../../api/mutationToast';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { Separator } from '../../primitives/Separator';
import { ConfirmDelete } from '../ConfirmDelete';
import { TRIP_STATUSES } from '../TripStatusBadge';

const STATUS_OPTIONS = TripStatus.options.map((status) => ({ value: status, label: TRIP_STATUSES[status].label }));

/** The fields Settings edits; traveller names as one comma-separated line. */
interface SettingsFields {
  title: string;
  destination: string;
  startDate: string;
  endDate: string;
  totalBudget: number;
  status: TripStatus;
  names: string;
}

export interface TripSettingsDialogProps {
  trip: TripDetail;
  onSave: (change: UpdateTripRequest) => Promise<MutationOutcome<unknown>>;
  onDelete: () => Promise<MutationOutcome<unknown>>;
  saving: boolean;
}

const namesOf = (line: string) =>
  line
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * A trip's Settings (trips issue): edit the title, destination, dates, budget in USD, status and the travellers'
 * names (their count sets the travelers), checked with the contracts' `UpdateTripRequest`; and Delete Trip, after a
 * confirmation.
 */
export function TripSettingsDialog({ trip, onSave, onDelete, saving }: TripSettingsDialogProps) {
  const [open, setOpen] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SettingsFields>({
    values: {
      title: trip.title,
      destination: trip.destination,
      startDate: trip.startDate,
      endDate: trip.endDate,
      totalBudget: trip.totalBudget,
      status: trip.status,
      names: trip.travellerNames.join(', '),
    },
  });
  const submit = handleSubmit(async ({ names, ...fields }) => {
    const travellerNames = namesOf(names);
    const change = UpdateTripRequest.safeParse({ ...fields, travellerNames, travelers: travellerNames.length });
    if (!change.success) {
      for (const issue of change.error.issues) {
        const names = issue.path[0] === 'travellerNames' || issue.path[0] === 'travelers';
        // The contract names a bad name, but not a count outside 1 to 8 (zod's default would show): say what fits.
        const message =
          names && issue.path.length === 1 ? 'Name 1 to 8 travellers, separated by commas' : issue.message;
        setError((names ? 'names' : issue.path[0]) as keyof SettingsFields, { message });
      }
      return;
    }
    if ((await onSave(change.data)).ok) setOpen(false);
  });
  return (
    <Dialog
      title="Trip settings"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Settings size={16} aria-hidden="true" /> Settings
        </Button>
      }
    >
      <Stack space="lg">
        <Stack as="form" space="md" onSubmit={submit} noValidate aria-label="Trip settings">
          <FormField label="Title" error={errors.title?.message}>
            {(props) => <Input {...props} {...register('title')} />}
          </FormField>
          <FormField label="Destination" error={errors.destination?.message}>
            {(props) => <Input {...props} {...register('destination')} />}
          </FormField>
          <Tiles columns={{ mobile: 1, tablet: 2 }} space="md">
            <FormField label="Start date" error={errors.startDate?.message}>
              {(props) => <Input {...props} {...register('startDate')} type="date" />}
            </FormField>
            <FormField label="End date" error={errors.endDate?.message}>
              {(props) => <Input {...props} {...register('endDate')} type="date" />}
            </FormField>
            <FormField label="Total budget (USD)" error={errors.totalBudget?.message}>
              {(props) => (
                <Input {...props} {...register('totalBudget', { valueAsNumber: true })} type="number" min={0} />
              )}
            </FormField>
            <FormField label="Status">
              {(props) => (
                <Controller
                  control={control}
                  name="status"
                  render={({ field }) => (
                    <Select {...props} options={STATUS_OPTIONS} value={field.value} onValueChange={field.onChange} />
                  )}
                />
              )}
            </FormField>
          </Tiles>
          <FormField
            label="Travellers"
            hint="Names separated by commas, 1 to 8; expenses are split between them"
            error={errors.names?.message}
          >
            {(props) => <Input {...props} {...register('names')} />}
          </FormField>
          <div>
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
          </div>
        </Stack>
        <Separator />
        <div>
          <ConfirmDelete
            action="Delete this trip…"
            question={<>Delete “{trip.title}” with its itinerary, expenses and documents? This cannot be undone.</>}
            onConfirm={() => void onDelete().then((o) => o.ok && setOpen(false))}
          />
        </div>
      </Stack>
    </Dialog>
  );
}
