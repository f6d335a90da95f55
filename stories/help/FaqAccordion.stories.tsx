import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FaqAccordion } from '@farewise/ui';
import { faqFixtures } from '../fixtures/help';

const meta = {
  title: 'Help/FaqAccordion',
  component: FaqAccordion,
  args: { faqs: faqFixtures, query: '', onCategoryChange: fn() },
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: RegExp) =>
  canvas.getByRole('button', { name });

export const AllCollapsed: Story = {
  play: async ({ canvas }) => {
    await expect(question(canvas, /booking fees/)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(4);
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(question(canvas, /booking fees/));
    await expect(question(canvas, /booking fees/)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('No. Farewise never adds a booking fee.')).toBeVisible();
    await expect(canvas.getByText('fees')).toBeVisible();
    await userEvent.click(question(canvas, /instalments/));
    await expect(question(canvas, /instalments/)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvas, /booking fees/)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Collapsed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(question(canvas, /booking fees/));
    await userEvent.click(question(canvas, /booking fees/));
    await expect(question(canvas, /booking fees/)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ByCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Payments' }));
    await expect(canvas.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-pressed', 'true');
    await expect(question(canvas, /instalments/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /booking fees/ })).not.toBeInTheDocument();
  },
};

export const FilteredEmpty: Story = {
  args: { query: 'visa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or browse our guides below.')).toBeVisible();
  },
};

export const SearchedByTag: Story = {
  args: { query: 'privacy' },
  play: async ({ canvas }) => {
    await expect(question(canvas, /my data/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /booking fees/ })).not.toBeInTheDocument();
  },
};

/** The category can come from the owner (the help center's URL); choosing another goes to `onCategoryChange`. */
export const ControlledCategory: Story = {
  args: { category: 'payments' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-pressed', 'true');
    await expect(question(canvas, /instalments/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /booking fees/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Booking' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('booking');
  },
};
