import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CountField, type CountFieldProps } from '@farewise/ui';
import { BUDGET_LIMITS, clampDuration } from '../fixtures/budget';

/** The field with its count held in state, as the calculator holds it. */
function DurationField({ onValueChange, ...props }: CountFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CountField
      {...props}
      value={value}
      onValueChange={(count) => {
        setValue(count);
        onValueChange(count);
      }}
    />
  );
}

const meta = {
  title: 'Budget/CountField',
  component: DurationField,
  args: {
    label: 'Duration (days)',
    noun: 'day',
    value: 7,
    limits: BUDGET_LIMITS.duration,
    clamp: clampDuration,
    onValueChange: fn(),
  },
} satisfies Meta<typeof DurationField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A count within the limits is taken as typed; the hint gives the range. */
export const WithinLimits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByLabelText('Duration (days)');
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
    await expect(field).toHaveAccessibleDescription('1–90 days');
  },
};

/** Over the most counts as the most at once, and the hint says so; leaving the field shows it. */
export const ClampedToTheMost: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByLabelText('Duration (days)');
    await userEvent.clear(field);
    await userEvent.type(field, '365');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(90);
    await expect(field).toHaveAccessibleDescription('Counted as 90 days (1–90 days)');
    await userEvent.tab();
    await expect(field).toHaveValue(90);
  },
};
