import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { EXPENSE_CATEGORIES, ExpenseInput } from '@farewise/contracts';
import type { MutationOutcome } from '../../api/mutationToast';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Button } from '../../primitives/Button';
import { CheckboxGroup } from '../../primitives/CheckboxGroup';
import { FormField } from '../../primitives/FormField';
import { Input, NumberInput } from '../../primitives/Input';
import { Select } from '../../primitives/Select';

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => ({
  value: category,
  label: category.charAt(0).toUpperCase() + category.slice(1),
}));

export interface ExpenseFormProps {
  travellers: readonly string[];
  /** The day the form starts on (ISO). */
  defaultDate: string;
  /** Sends the checked expense; the form clears when the outcome is ok and keeps what was typed otherwise. */
  onSubmit: (expense: ExpenseInput) => Promise<MutationOutcome<unknown>>;
  pending: boolean;
}

/**
 * Records an expense (trips issue): category, amount in USD, date, note, who paid and who shares it (everyone by
 * default), checked with the contracts' `ExpenseInput`.
 */
export function ExpenseForm({ travellers, defaultDate, onSubmit, pending }: ExpenseFormProps) {
  const blank = {
    category: 'food' as const,
    amount: Number.NaN,
    date: defaultDate,
    note: '',
    paidBy: travellers[0]!,
    splitBetween: [...travellers],
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ExpenseInput>({ defaultValues: blank, resolver: zodResolver(ExpenseInput) });
  const submit = handleSubmit(async (expense) => {
    if ((await onSubmit(expense)).ok) reset(blank);
  });
  const travellerOptions = travellers.map((name) => ({ value: name, label: name }));
  return (
    <Stack as="form" space="md" onSubmit={submit} noValidate aria-label="Add an expense">
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="md">
        <FormField label="Amount (USD)" required error={errors.amount?.message}>
          {(props) => (
            <Controller
              control={control}
              name="amount"
              render={({ field: { onChange, ...field } }) => (
                <NumberInput {...props} {...field} onValueChange={onChange} min={0} step="0.01" />
              )}
            />
          )}
        </FormField>
        <FormField label="Category">
          {(props) => (
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select {...props} options={CATEGORY_OPTIONS} value={field.value} onValueChange={field.onChange} />
              )}
            />
          )}
        </FormField>
        <FormField label="Date" required error={errors.date?.message}>
          {(props) => <Input {...props} {...register('date')} type="date" />}
        </FormField>
        <FormField label="Paid by">
          {(props) => (
            <Controller
              control={control}
              name="paidBy"
              render={({ field }) => (
                <Select {...props} options={travellerOptions} value={field.value} onValueChange={field.onChange} />
              )}
            />
          )}
        </FormField>
      </Tiles>
      <FormField label="Note" error={errors.note?.message}>
        {(props) => <Input {...props} {...register('note')} placeholder="Dinner at the market" />}
      </FormField>
      <Controller
        control={control}
        name="splitBetween"
        render={({ field }) => (
          <CheckboxGroup
            legend="Split between"
            options={travellers}
            value={field.value}
            onValueChange={field.onChange}
            columns={{ mobile: 2, tablet: 4 }}
            error={errors.splitBetween?.message}
          />
        )}
      />
      <div>
        <Button type="submit" loading={pending}>
          Add Expense
        </Button>
      </div>
    </Stack>
  );
}
