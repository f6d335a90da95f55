import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '@farewise/ui';

const meta = {
  title: 'Content/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Terms of Service',
    lastUpdated: 'January 2025',
    intro: 'These terms govern your use of Farewise.',
    sections: [
      { heading: 'Eligibility', paragraphs: ['You must be at least 18 years old.'] },
      { heading: 'Your account', paragraphs: ['You may hold one account per person.', 'Keep your password secret.'] },
    ],
  },
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByText('Last updated January 2025')).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Contents', '1. Eligibility', '2. Your account']);
    await expect(canvas.getByRole('region', { name: '2. Your account' })).toHaveTextContent('one account per person');
  },
};

export const TableOfContents: Story = {
  play: async ({ canvas }) => {
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Eligibility', 'Your account']);
    // Each entry jumps to its section's heading (following a fragment link would navigate the test frame).
    for (const [index, link] of links.entries()) {
      const target = canvas.getAllByRole('heading', { level: 2 })[index + 1]!;
      await expect(link).toHaveAttribute('href', `#${target.id}`);
    }
  },
};

export const LongSection: Story = {
  args: {
    sections: [
      {
        heading: 'Prices, predictions and bookings',
        paragraphs: Array.from(
          { length: 6 },
          (_, i) => `Paragraph ${i + 1}: fares can change at any time until you book.`,
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: '1. Prices, predictions and bookings' }).querySelectorAll('p'),
    ).toHaveLength(6);
  },
};
