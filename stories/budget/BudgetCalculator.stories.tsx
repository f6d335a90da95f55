import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, within } from 'storybook/test';
import { BudgetCalculator } from '@farewise/ui';
import { barsDrawn } from '../fixtures/charts';
import { authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Budget/BudgetCalculator',
  component: BudgetCalculator,
  args: { onInputsChange: fn() },
  parameters: { msw: { handlers: [authHandlers.signedOut()] } },
} satisfies Meta<typeof BudgetCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The estimate's lead and its three totals, as read on screen. */
const estimate = (canvas: Canvas) => canvas.getByRole('region', { name: 'Your estimate' });
async function expectTotals(canvas: Canvas, total: string, perPerson: string, daily: string) {
  const region = estimate(canvas);
  await expect(region).toHaveTextContent(`Total budget${total}`);
  await expect(region).toHaveTextContent(`Per person${perPerson}`);
  await expect(region).toHaveTextContent(`Daily average${daily}`);
}
const breakdownItem = (canvas: Canvas, category: string) =>
  canvas.getByRole('heading', { level: 4, name: category }).closest('li')!;

/**
 * Opened with nothing chosen: a week for two, mid-range, anywhere (×1.0). 800 × 2 flights, 120 × 7 × 2 nights, and
 * 60, 40, 50, 50 × 7 × 2 × 0.8 for food, transport, activities and shopping: $5,520.00.
 */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Destination' })).toHaveValue('');
    await expect(canvas.getByRole('spinbutton', { name: 'Duration (days)' })).toHaveValue(7);
    await expect(canvas.getByRole('spinbutton', { name: 'Travelers' })).toHaveValue(2);
    await expect(canvas.getByRole('radio', { name: /Mid-range/ })).toBeChecked();
    await expect(estimate(canvas)).toHaveTextContent(
      'Anywhere · 7 days · 2 travelers · Mid-range · Leisure Prices ×1.0',
    );
    await expectTotals(canvas, '$5,520.00', '$2,760.00', '$788.57');
    const flights = breakdownItem(canvas, 'Flights');
    await expect(flights).toHaveTextContent('$1,600.00');
    await expect(flights).toHaveTextContent('29.0% of the total · typical 30%');
    await expect(within(flights).getByText(/Medium \$800\.00/)).toHaveTextContent('(your travel style)');
    await expect(breakdownItem(canvas, 'Accommodation')).toHaveTextContent('$1,680.00');
    const chart = await canvas.findByRole('img', { name: /^Share of the budget by category/ });
    await expect(chart).toHaveAccessibleName(
      'Share of the budget by category against the typical split: Flights 29.0% (typical 30%), Accommodation 30.4% (typical 25%), Food 12.2% (typical 20%), Transport 8.1% (typical 10%), Activities 10.1% (typical 10%), Shopping 10.1% (typical 5%)',
    );
    await barsDrawn(chart, 12);
  },
};

/** Budget takes the low suggestions: 400 × 2 + 50 × 14 + (30 + 20 + 25 + 20) × 11.2 = $2,564.00. */
export const BudgetStyle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Budget/ }));
    await expect(args.onInputsChange).toHaveBeenLastCalledWith(expect.objectContaining({ travelStyle: 'budget' }));
    await expectTotals(canvas, '$2,564.00', '$1,282.00', '$366.29');
    await expect(within(breakdownItem(canvas, 'Food')).getByText(/Low \$30\.00/)).toHaveTextContent(
      '(your travel style)',
    );
    await barsDrawn(await canvas.findByRole('img', { name: /^Share of the budget/ }), 12);
  },
};

/** Luxury takes the high suggestions, chosen by keyboard: 1500 × 2 + 250 × 14 + (120 + 80 + 100 + 100) × 11.2. */
export const LuxuryStyle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Mid-range/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Luxury/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /Luxury/ })).toBeChecked();
    await expectTotals(canvas, '$10,980.00', '$5,490.00', '$1,568.57');
    await expect(breakdownItem(canvas, 'Flights')).toHaveTextContent('$3,000.00');
    await barsDrawn(await canvas.findByRole('img', { name: /^Share of the budget/ }), 12);
  },
};

/** Paris costs ×1.4 on the ground (not the flights): 1600 + 168 × 14 + (84 + 56 + 70 + 70) × 11.2 = $7,088.00. */
export const ParisMultiplier: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const destination = canvas.getByRole('combobox', { name: 'Destination' });
    await userEvent.type(destination, 'par');
    await userEvent.click(await canvas.findByRole('option', { name: /^Paris/ }));
    await expect(destination).toHaveValue('Paris');
    await expect(args.onInputsChange).toHaveBeenLastCalledWith(expect.objectContaining({ destination: 'Paris' }));
    await expect(estimate(canvas)).toHaveTextContent('Paris · 7 days · 2 travelers · Mid-range · Leisure Prices ×1.4');
    await expectTotals(canvas, '$7,088.00', '$3,544.00', '$1,012.57');
    const stay = breakdownItem(canvas, 'Accommodation');
    await expect(stay).toHaveTextContent('$2,352.00');
    await expect(stay).toHaveTextContent('Low $70.00Medium $168.00 (your travel style)High $350.00');
    await expect(breakdownItem(canvas, 'Flights')).toHaveTextContent('$1,600.00');
    await barsDrawn(await canvas.findByRole('img', { name: /^Share of the budget/ }), 12);
  },
};

/**
 * Too many travelers and days count as the most allowed, 20 and 90 ($520,000.00). Leaving a field shows the count
 * in use; while it is edited, its hint says what the typed number counts as.
 */
export const ClampedToTheMost: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const travelers = canvas.getByRole('spinbutton', { name: 'Travelers' });
    await userEvent.clear(travelers);
    await userEvent.type(travelers, '50');
    await expect(travelers).toHaveAccessibleDescription('Counted as 20 travelers (1–20 travelers)');
    await userEvent.tab();
    await expect(travelers).toHaveValue(20);
    await expect(travelers).toHaveAccessibleDescription('1–20 travelers');
    const duration = canvas.getByRole('spinbutton', { name: 'Duration (days)' });
    await userEvent.clear(duration);
    await userEvent.type(duration, '200');
    await expect(duration).toHaveValue(200);
    await expect(duration).toHaveAccessibleDescription('Counted as 90 days (1–90 days)');
    await expect(args.onInputsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ duration: 90, travelers: 20 }),
    );
    await expect(estimate(canvas)).toHaveTextContent('Anywhere · 90 days · 20 travelers');
    await expectTotals(canvas, '$520,000.00', '$26,000.00', '$5,777.78');
    await barsDrawn(await canvas.findByRole('img', { name: /^Share of the budget/ }), 12);
  },
};

/** Letters for days and 0 travelers both count as 1 (spec 02 §5): one day for one, $1,080.00. */
export const InvalidBecomesOne: Story = {
  play: async ({ canvas, userEvent }) => {
    const duration = canvas.getByRole('spinbutton', { name: 'Duration (days)' });
    await userEvent.clear(duration);
    await userEvent.type(duration, 'abc');
    await expect(duration).toHaveAccessibleDescription('Counted as 1 day (1–90 days)');
    await userEvent.tab();
    await expect(duration).toHaveValue(1);
    const travelers = canvas.getByRole('spinbutton', { name: 'Travelers' });
    await userEvent.clear(travelers);
    await userEvent.type(travelers, '0');
    await expect(travelers).toHaveAccessibleDescription('Counted as 1 traveler (1–20 travelers)');
    await expect(estimate(canvas)).toHaveTextContent('Anywhere · 1 day · 1 traveler');
    await expectTotals(canvas, '$1,080.00', '$1,080.00', '$1,080.00');
    await barsDrawn(await canvas.findByRole('img', { name: /^Share of the budget/ }), 12);
  },
};

/**
 * Export JSON downloads the calculator state (spec 02 §3) as `farewise-budget-new-york.json`: New York (×1.2),
 * a business trip, a week for two, mid-range.
 */
export const ExportJson: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Destination' }), 'new');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Trip type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Business' }));

    const createObjectURL = spyOn(URL, 'createObjectURL');
    const downloads: HTMLAnchorElement[] = [];
    // Catch the download link's click so the test browser saves nothing.
    const catchDownload = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement && event.target.download) {
        event.preventDefault();
        downloads.push(event.target);
      }
    };
    document.addEventListener('click', catchDownload, { capture: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export JSON' }));
    } finally {
      document.removeEventListener('click', catchDownload, { capture: true });
    }
    await expect(downloads.map((link) => link.download)).toEqual(['farewise-budget-new-york.json']);
    await expect(createObjectURL).toHaveBeenCalledTimes(1);
    const file = createObjectURL.mock.calls[0]![0] as Blob;
    createObjectURL.mockRestore();
    await expect(file.type).toBe('application/json');
    await expect(JSON.parse(await file.text())).toEqual({
      destination: 'New York',
      duration: 7,
      travelers: 2,
      travelStyle: 'mid-range',
      tripType: 'business',
      categories: [
        { name: 'flights', amount: 1600, percentage: 25.4, suggestions: { low: 400, medium: 800, high: 1500 } },
        { name: 'accommodation', amount: 2016, percentage: 32, suggestions: { low: 60, medium: 144, high: 300 } },
        { name: 'food', amount: 806.4, percentage: 12.8, suggestions: { low: 36, medium: 72, high: 144 } },
        { name: 'transport', amount: 537.6, percentage: 8.5, suggestions: { low: 24, medium: 48, high: 96 } },
        { name: 'activities', amount: 672, percentage: 10.7, suggestions: { low: 30, medium: 60, high: 120 } },
        { name: 'shopping', amount: 672, percentage: 10.7, suggestions: { low: 24, medium: 60, high: 120 } },
      ],
    });
    await expect(estimate(canvas)).toHaveTextContent('New York · 7 days · 2 travelers · Mid-range · Business');
    await barsDrawn(await canvas.findByRole('img', { name: /^Share of the budget/ }), 12);
  },
};
