import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { FormField, Select } from '@farewise/ui';
import { modalLayerOpen } from '../fixtures/a11y';

const flexibleDates = [
  { value: 'anytime-year', label: 'Anytime this year' },
  { value: 'next-3-months', label: 'Next 3 months' },
  { value: 'next-6-months', label: 'Next 6 months' },
  { value: 'specific-dates', label: 'Specific dates' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { options: flexibleDates, 'aria-label': 'Flexible Dates', placeholder: 'When?' },
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 280 }}>
        <Select {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Flexible Dates' });
    await expect(trigger).toHaveTextContent('When?');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PickWithPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Flexible Dates' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Next 6 months' }));
    await expect(canvas.getByRole('combobox', { name: 'Flexible Dates' })).toHaveTextContent('Next 6 months');
  },
};

export const PickWithKeyboard: Story = {
  args: { value: 'anytime-year' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'Flexible Dates' })).toHaveTextContent('Next 6 months');
  },
};

/** Type-ahead on the closed, focused trigger: the list mounts when the trigger takes focus, so typing finds it. */
export const TypeToChoose: Story = {
  args: { value: 'anytime-year' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('Spec');
    const trigger = canvas.getByRole('combobox', { name: 'Flexible Dates' });
    await waitFor(() => expect(trigger).toHaveTextContent('Specific dates'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { value: 'next-3-months' },
  parameters: modalLayerOpen,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Flexible Dates' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(flexibleDates.map((o) => o.label));
    await expect(screen.getByRole('option', { name: 'Next 3 months' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'anytime-year' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Flexible Dates' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Options that depend on today, on a page drawn on the server: a loading bar in the trigger, and no input. */
export const LoadingOptions: Story = {
  args: { loading: true, value: 'anytime-year' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Flexible Dates' });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await expect(trigger).toBeDisabled();
    await expect(trigger).not.toHaveTextContent('Anytime this year');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const InvalidWithError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <FormField label="Category" error="Choose a category" required>
        {(control) => <Select {...args} {...control} aria-label={undefined} placeholder="Choose…" />}
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a category');
  },
};

export const LongText: Story = {
  args: {
    options: [
      { value: 'long', label: 'Anytime in the next twelve months, including school holidays and long weekends' },
    ],
    value: 'long',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Flexible Dates' })).toHaveTextContent(/school holidays/);
  },
};
