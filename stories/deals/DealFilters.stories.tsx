import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { ALL_DEALS, DealFilters, type DealChoice } from '@farewise/ui';

function Controlled() {
  const [filter, setFilter] = useState<DealChoice>({ region: ALL_DEALS, type: ALL_DEALS });
  return (
    <div>
      <DealFilters value={filter} onChange={setFilter} />
      <p>
        Showing {filter.region} / {filter.type}
      </p>
    </div>
  );
}

const meta = { title: 'Deals/DealFilters', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllRegionsAndTypes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('All regions');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
    await expect(canvas.getByText('Showing all / all')).toBeVisible();
  },
};

export const RegionOptions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Region' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await expect(options).toEqual(['All regions', 'Europe', 'Asia', 'Domestic', 'Adventure']);
    await userEvent.click(screen.getByRole('option', { name: 'Adventure' }));
    await expect(canvas.getByText('Showing Adventure / all')).toBeVisible();
  },
};

export const TypeOptions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await expect(options).toEqual(['All types', 'Flight', 'Package', 'Hotel', 'Experience']);
    await userEvent.click(screen.getByRole('option', { name: 'Experience' }));
    await expect(canvas.getByText('Showing all / experience')).toBeVisible();
  },
};
