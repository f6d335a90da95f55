import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ItineraryItem, ItineraryItemInput } from '@farewise/contracts';
import type { MutationOutcome } from '../../api/mutationToast';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Dialog } from '../../primitives/Dialog';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';

const ITEM_TYPES = ItineraryItem.shape.type.options.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

export interface ItineraryItemDialogProps {
  /** Add Item or Edit Item. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the form starts with: an item to edit, or a blank one on the trip's first day. */
  initial: ItineraryItemInput;
  /** The trip's dates (ISO): the date field offers only these. */
  firstDay: string;
  lastDay: string;
  /** Sends the checked item; the dialog closes when the outcome is ok and keeps what was typed otherwise. */
  onSubmit: (item: ItineraryItemInput) => Promise<MutationOutcome<unknown>>;
  pending: boolean;
}

/**
 * The itinerary item form in a dialog (spec 02 §3): type, title, date within the trip, optional time, location, cost
 * in USD and booked, checked with the contracts' `ItineraryItemInput` (react-hook-form); bad input is named at its
 * field and nothing is sent.
 */
export function ItineraryItemDialog({
  title,
  open,
  onOpenChange,
  initial,
  firstDay,
  lastDay,
  onSubmit,
  pending,
}: ItineraryItemDialogProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ values: initial, resolver: zodResolver(ItineraryItemInput) });
  const submit = handleSubmit(async (item) => {
    if ((await onSubmit(item)).ok) onOpenChange(false);
  });
  return (
    <Dialog title={title} open={open} onOpenChange={onOpenChange}>
      <Stack as="form" space="md" onSubmit={submit} noValidate aria-label={title}>
        <FormField label="Title" required error={errors.title?.message}>
          {(props) => <Input {...props} {...register('title')} />}
        </FormField>
        <Tiles columns={{ mobile: 1, tablet: 2 }} space="md">
          <FormField label="Type">
            {(props) => (
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Select {...props} options={ITEM_TYPES} value={field.value} onValueChange={field.onChange} />
                )}
              />
            )}
          </FormField>
          <FormField label="Date" required error={errors.date?.message}>
            {(props) => <Input {...props} {...register('date')} type="date" min={firstDay} max={lastDay} />}
          </FormField>
          <FormField label="Time" hint="Optional" error={errors.time?.message}>
            {(props) => <Input {...props} {...register('time')} type="time" />}
          </FormField>
          <FormField label="Cost (USD)" error={errors.cost?.message}>
            {(props) => (
              <Input {...props} {...register('cost', { valueAsNumber: true })} type="number" min={0} step="0.01" />
            )}
          </FormField>
        </Tiles>
        <FormField label="Location" error={errors.location?.message}>
          {(props) => <Input {...props} {...register('location')} />}
        </FormField>
        <Controller
          control={control}
          name="isBooked"
          render={({ field }) => (
            <Checkbox
              label="Booked"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Button type="submit" loading={pending}>
          Save Item
        </Button>
      </Stack>
    </Dialog>
  );
}
