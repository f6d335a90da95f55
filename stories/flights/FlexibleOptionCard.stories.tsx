import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FlexibleOptionCard } from '@farewise/ui';
import { flexibleOptions } from '../fixtures/flexible';

const [greatDeal, goodSaving, typical, sameMonth] = flexibleOptions as [
  (typeof flexibleOptions)[number],
  (typeof flexibleOptions)[number],
  (typeof flexibleOptions)[number],
  (typeof flexibleOptions)[number],
];

const meta = {
  title: 'Flights/FlexibleOptionCard',
  component: FlexibleOptionCard,
  args: { option: greatDeal, onToggle: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FlexibleOptionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The light theme's success and info colours: what green and blue savings are drawn in. */
const GREEN = 'rgb(21, 112, 58)';
const BLUE = 'rgb(23, 92, 211)';

export const GreatDeal: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'JFK to CDG, May 19 – May 26, $589.30 round trip' });
    await expect(card).toHaveTextContent('Great Deal!');
    await expect(card).toHaveTextContent('$589.30 per person, round trip');
    await expect(card).toHaveTextContent('Air France · 7h 40m · Nonstop · Economy');
    await expect(card).toHaveTextContent('Within a week');
    await expect(getComputedStyle(canvas.getByText('Save $182.40')).color).toBe(GREEN);
  },
};

export const GoodSaving: Story = {
  args: { option: goodSaving },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Great Deal!')).not.toBeInTheDocument();
    await expect(getComputedStyle(canvas.getByText('Save $121.50')).color).toBe(BLUE);
  },
};

export const SmallSaving: Story = {
  args: { option: typical },
  play: async ({ canvas }) => {
    const saving = canvas.getByText('Save $38.00');
    await expect([GREEN, BLUE]).not.toContain(getComputedStyle(saving).color);
    await expect(canvas.getByRole('article')).toHaveTextContent('Your date');
  },
};

export const TypicalPriceOneStop: Story = {
  args: { option: sameMonth },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Typical price');
    await expect(card).toHaveTextContent('Icelandair · 11h 5m · 1 stop · Economy');
    await expect(card).toHaveTextContent('Same month');
  },
};

/** With no return date the fare is one way, and the card says so. */
export const OneWay: Story = {
  args: { option: { ...greatDeal, returnDate: null } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'JFK to CDG, May 19, $589.30 one way' });
    await expect(card).toHaveTextContent('$589.30 per person, one way');
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Selected' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(greatDeal);
  },
};
