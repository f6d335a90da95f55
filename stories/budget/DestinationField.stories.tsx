import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DestinationField, type DestinationFieldProps } from '@farewise/ui';

/** The field with its text held in state, as the calculator holds it. */
function Destination({ onValueChange, ...props }: DestinationFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DestinationField
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Budget/DestinationField',
  component: Destination,
  args: { value: '', onValueChange: fn() },
} satisfies Meta<typeof Destination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing suggests the priced cities with their cost level; arrows and Enter pick one. */
export const PickASuggestion: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Destination' });
    await userEvent.type(field, 'par');
    const option = await canvas.findByRole('option', { name: /Paris/ });
    await expect(option).toHaveTextContent('×1.4');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field).toHaveValue('Paris');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Paris');
  },
};

/** Any other place is free text, counted at ×1.0 as the hint says. */
export const AnyOtherCity: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Destination' });
    await userEvent.type(field, 'Oslo');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await expect(field).toHaveAccessibleDescription(
      'Ten cities have their own price level; anywhere else counts as ×1.0.',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Oslo');
  },
};
