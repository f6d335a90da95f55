import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChipGroup } from '@farewise/ui';

const chips = [
  { value: 'all', label: 'All' },
  { value: 'beach', label: 'Beach' },
  { value: 'city', label: 'City' },
];

function Controlled() {
  const [value, setValue] = useState('all');
  return <ChipGroup label="Category" chips={chips} value={value} onValueChange={setValue} />;
}

const meta = { title: 'Primitives/ChipGroup', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ClickChooses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'City' }));
    await expect(canvas.getByRole('button', { name: 'City' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const KeyboardChooses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Beach' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'true');
  },
};

const choose = fn();

/** Chips that depend on today (months), on a page drawn on the server: loading bars that take no input. */
export const Loading: Story = {
  render: () => <ChipGroup label="Month" chips={chips} value="all" onValueChange={choose} loading />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Month' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(group).toHaveTextContent('Loading');
    await userEvent.click(group);
    await userEvent.tab();
    await expect(group).not.toContainElement(document.activeElement as HTMLElement);
    await expect(choose).not.toHaveBeenCalled();
  },
};
