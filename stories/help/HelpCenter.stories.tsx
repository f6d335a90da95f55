import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HelpCenter } from '@farewise/ui';
import { faqFixtures, guideFixtures } from '../fixtures/help';

const meta = {
  title: 'Help/HelpCenter',
  component: HelpCenter,
  args: { faqs: faqFixtures, guides: guideFixtures, onFiltersChange: fn() },
} satisfies Meta<typeof HelpCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FaqsTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['FAQs', 'Guides', 'Resources']);
    await expect(canvas.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: /booking fees/ })).toBeVisible();
  },
};

export const GuidesTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Guides' }));
    const guides = canvas.getByRole('list', { name: 'Guides' });
    await expect(within(guides).getAllByRole('article')).toHaveLength(2);
  },
};

export const ResourcesTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Resources' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Resources' });
    await expect(
      within(panel)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/destinations',
      '/travel-deals',
      '/budget-calculator',
      '/privacy-policy',
      '/terms-of-service',
      '/auth',
    ]);
    await expect(within(panel).getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/auth');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(9);
  },
};

export const SearchNoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search help' }), 'visa');
    await expect(canvas.getByRole('heading', { name: 'No results found' })).toBeVisible();
  },
};

export const SearchFromAnotherTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Guides' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search help' }), 'instalments');
    // Searching brings the FAQs back into view.
    await expect(canvas.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: /instalments/ })).toBeVisible();
  },
};

export const CallToAction: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Community Forum' }));
    await expect(await canvas.findByText('The community forum opens soon', { selector: 'li *' })).toBeVisible();
  },
};

/** The owner (the URL) can open a tab. */
export const FromFiltersOnGuides: Story = {
  args: { filters: { q: '', tab: 'guides', category: 'all' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('list', { name: 'Guides' })).getAllByRole('article')).toHaveLength(2);
  },
};

/** The owner (the URL) can set the search and the FAQ category; every change goes to `onFiltersChange`. */
export const FromFiltersOnPayments: Story = {
  args: { filters: { q: 'pay', tab: 'faqs', category: 'payments' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search help' })).toHaveValue('pay');
    await expect(canvas.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /instalments/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ q: 'pay', tab: 'faqs', category: 'all' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Resources' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ q: 'pay', tab: 'resources', category: 'all' });
  },
};
