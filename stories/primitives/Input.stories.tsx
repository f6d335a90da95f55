import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Input, NumberInput } from '@farewise/ui';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'From', placeholder: 'City or airport' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.type(input, 'Paris');
    await expect(input).toHaveValue('Paris');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'From' });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'P' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'New York (JFK)' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'From' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('New York (JFK)');
  },
};

export const LongText: Story = {
  args: { defaultValue: 'Aeropuerto Internacional de la Ciudad de México Benito Juárez (MEX), Mexico City, Mexico' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
  },
};

function PriceField() {
  const [price, setPrice] = useState(Number.NaN);
  return (
    <div style={{ maxWidth: 320 }}>
      <NumberInput aria-label="Target price (USD)" value={price} onValueChange={setPrice} min={1} step="0.01" />
      <p>{Number.isNaN(price) ? 'No price yet' : `Price: ${price}`}</p>
    </div>
  );
}

/** A number field: the form holds a number, and an empty field is NaN ("no number yet"), shown empty. */
export const NumberField: Story = {
  render: () => <PriceField />,
  play: async ({ canvas, userEvent }) => {
    const price = canvas.getByRole('spinbutton', { name: 'Target price (USD)' });
    await expect(price).toHaveDisplayValue('');
    await expect(canvas.getByText('No price yet')).toBeVisible();
    await userEvent.type(price, '249.5');
    await expect(canvas.getByText('Price: 249.5')).toBeVisible();
    await userEvent.clear(price);
    await expect(canvas.getByText('No price yet')).toBeVisible();
    await expect(price).toHaveDisplayValue('');
  },
};
