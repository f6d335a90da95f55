import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchField } from '@farewise/ui';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <div>
      <SearchField
        label="Search deals"
        placeholder="Search by title or destination"
        value={value}
        onValueChange={setValue}
      />
      <p>Looking for: {value || 'anything'}</p>
    </div>
  );
}

const meta = { title: 'Primitives/SearchField', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search deals' })).toHaveAttribute(
      'placeholder',
      'Search by title or destination',
    );
    await expect(canvas.getByText('Looking for: anything')).toBeVisible();
  },
};

export const Typed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deals' }), 'Tokyo');
    await expect(canvas.getByText('Looking for: Tokyo')).toBeVisible();
  },
};
