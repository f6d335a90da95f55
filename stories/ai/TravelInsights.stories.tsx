import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { travelInsights } from '@farewise/app';
import { TravelInsights } from '@farewise/ui';

const meta = {
  title: 'AI/TravelInsights',
  component: TravelInsights,
  args: { panels: travelInsights },
} satisfies Meta<typeof TravelInsights>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The spec's static panels, word for word (spec 01 §2), marked as editorial rather than computed from fares. */
export const SpecPanels: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/not computed from today's fares/)).toBeVisible();
    await expect(items(canvas.getByRole('region', { name: 'Trending Now' }))).toEqual([
      'Albania+245% interest',
      'Georgia+189% interest',
      'Slovenia+156% interest',
    ]);
    await expect(items(canvas.getByRole('region', { name: 'Best Value' }))).toEqual([
      'Vietnam$45/day',
      'Nepal$38/day',
      'Guatemala$52/day',
    ]);
    await expect(items(canvas.getByRole('region', { name: 'Seasonal Deals' }))).toEqual([
      'Japan SpringMar-May',
      'Europe SummerJun-Aug',
      'SE Asia CoolNov-Feb',
    ]);
    const forecast = canvas.getByRole('region', { name: 'AI Travel Forecast' });
    await expect(within(forecast).getByRole('heading', { name: 'Price decreases' })).toBeVisible();
    await expect(within(forecast).getByRole('heading', { name: 'Emerging opportunities' })).toBeVisible();
    await expect(items(forecast)).toEqual([
      'Europe flights-15% by February',
      'Asia Pacific-8% through Q1',
      'Caribbean-20% post-winter',
      'New US-Eastern Europe routes',
      'Expanding visa-free access',
      'Sustainable tourism incentives',
    ]);
  },
};
