import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RadioTiles } from '@farewise/ui';

const tiles = [
  { value: 'beach', label: 'Beach', detail: 'Sun, sand and warm water' },
  { value: 'city', label: 'City', detail: 'Culture, food and nightlife' },
  { value: 'mountain', label: 'Mountains' },
];

function Controlled({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <RadioTiles label="Destination type" tiles={tiles} value={value} onValueChange={setValue} />;
}

const meta = { title: 'Primitives/RadioTiles', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Destination type' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByText('Culture, food and nightlife')).toBeVisible();
  },
};

export const Chosen: Story = {
  args: { initial: 'city' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: /^City/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^Mountains/ }));
    await expect(canvas.getByRole('radio', { name: /^Mountains/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^City/ })).not.toBeChecked();
  },
};
