import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CreatePriceAlertRequest, DEFAULT_DROP_PERCENTAGE, DROP_PERCENTAGES } from '@farewise/contracts';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Input, NumberInput } from '../../primitives/Input';
import { Select } from '../../primitives/Select';

/** What the form hands over: IATA codes in upper case, the target in USD, the alert type and drop percentage. */
export type NewAlert = Required<CreatePriceAlertRequest>;

export interface PriceAlertFormProps {
  /** Called with a valid alert; the form clears once the returned promise resolves. */
  onCreate: (alert: NewAlert) => Promise<unknown>;
  /** True while the alert is being created. */
  creating?: boolean;
}

type Values = CreatePriceAlertRequest;

const EMPTY: Values = {
  origin: '',
  destination: '',
  targetPrice: Number.NaN,
  alertType: 'below',
  dropPercentage: DEFAULT_DROP_PERCENTAGE,
};

const ALERT_TYPE_OPTIONS = [
  { value: 'below', label: 'Price drops below target' },
  { value: 'drop', label: 'Price drops by a percentage' },
];
const DROP_OPTIONS = DROP_PERCENTAGES.map((percent) => ({ value: String(percent), label: `${percent}%` }));

/**
 * The create form of `/price-alerts` (spec 02 §2, §4, §9): origin and destination IATA codes (forced to upper
 * case), a target price in USD, the alert type (below or drop) and, for drop alerts, the percentage (5–25,
 * default 10). Create stays disabled until origin, destination and target are filled; the contracts'
 * `CreatePriceAlertRequest` checks the rest.
 */
export function PriceAlertForm({ onCreate, creating = false }: PriceAlertFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, NewAlert>({ defaultValues: EMPTY, resolver: zodResolver(CreatePriceAlertRequest) });
  const [origin, destination, targetPrice, alertType] = useWatch({
    control,
    name: ['origin', 'destination', 'targetPrice', 'alertType'],
  });
  const ready = origin.trim() !== '' && destination.trim() !== '' && !Number.isNaN(targetPrice);
  const upperCase = { setValueAs: (value: string) => value.toUpperCase() };

  const submit = handleSubmit((alert) =>
    onCreate(alert).then(
      () => reset(EMPTY),
      () => undefined,
    ),
  );

  return (
    <Stack as="form" space="lg" onSubmit={submit} noValidate aria-label="Create price alert">
      {/* One row of fields on a desktop, however many the alert type shows. */}
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: alertType === 'drop' ? 5 : 4 }} space="lg">
        <FormField label="From" hint="IATA code, e.g. JFK" error={errors.origin?.message} required>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('origin', upperCase)}
              maxLength={3}
              autoCapitalize="characters"
              onInput={(event) => (event.currentTarget.value = event.currentTarget.value.toUpperCase())}
            />
          )}
        </FormField>
        <FormField label="To" hint="IATA code, e.g. CDG" error={errors.destination?.message} required>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('destination', upperCase)}
              maxLength={3}
              autoCapitalize="characters"
              onInput={(event) => (event.currentTarget.value = event.currentTarget.value.toUpperCase())}
            />
          )}
        </FormField>
        <FormField label="Target price (USD)" error={errors.targetPrice?.message} required>
          {(controlProps) => (
            <Controller
              control={control}
              name="targetPrice"
              render={({ field: { onChange, ...field } }) => (
                <NumberInput {...controlProps} {...field} onValueChange={onChange} min={1} step="0.01" />
              )}
            />
          )}
        </FormField>
        <FormField label="Alert type">
          {(controlProps) => (
            <Controller
              control={control}
              name="alertType"
              render={({ field }) => (
                <Select
                  {...controlProps}
                  options={ALERT_TYPE_OPTIONS}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value as NewAlert['alertType'])}
                  name={field.name}
                />
              )}
            />
          )}
        </FormField>
        {alertType === 'drop' && (
          <FormField label="Drop by">
            {(controlProps) => (
              <Controller
                control={control}
                name="dropPercentage"
                render={({ field }) => (
                  <Select
                    {...controlProps}
                    options={DROP_OPTIONS}
                    value={String(field.value)}
                    onValueChange={(value) => field.onChange(Number(value))}
                    name={field.name}
                  />
                )}
              />
            )}
          </FormField>
        )}
      </Tiles>
      <Inline space="sm">
        <Button type="submit" disabled={!ready || creating}>
          {creating ? 'Creating…' : 'Create Alert'}
        </Button>
      </Inline>
    </Stack>
  );
}
