import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Hero, heroFigures } from '@farewise/ui';

const meta = { title: 'Layout/Hero', component: Hero, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Hero
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pay less for every trip');
    for (const figure of heroFigures) {
      await expect(canvas.getByText(figure.value)).toBeVisible();
      await expect(canvas.getByText(figure.label)).toBeVisible();
    }
    await expect(heroFigures.map((f) => f.value)).toEqual(['$847', '500+', '50K+']);
  },
};

export const WithContent: Story = {
  args: { children: <Button size="lg">Find Best Prices</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Find Best Prices' })).toHaveFocus();
  },
};
