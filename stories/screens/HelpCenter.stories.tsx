import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { screenParameters } from '../fixtures/screens';
import { expectPlaceholderFits, phoneGlobals } from '../phone';

const meta = {
  title: 'Screens/HelpCenter',
  component: AppScreen,
  args: { path: '/help-center' },
  parameters: screenParameters(),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveQuestions: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(12);
  },
};

/** The open tab comes from the URL (`?tab=guides`). */
export const GuidesFromLink: Story = {
  args: { path: '/help-center?tab=guides' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('list', { name: 'Guides' })).getAllByRole('article')).toHaveLength(6);
  },
};

/** The search and FAQ category come from the URL too. */
export const SearchFromLink: Story = {
  args: { path: '/help-center?q=visa&category=travel' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('searchbox', { name: 'Search help' })).toHaveValue('visa');
    await expect(canvas.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: 'No results found' })).toBeVisible();
  },
};

/** On a phone the search field takes the page's full width, which its example placeholder needs. */
export const PhoneSearchPlaceholderFits: Story = {
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expectPlaceholderFits(await canvas.findByRole('searchbox', { name: 'Search help' }));
  },
};
