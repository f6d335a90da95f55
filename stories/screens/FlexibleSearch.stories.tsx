import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { airportHandlers, flexibleSearchHandlers, priceGridHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/FlexibleSearch',
  component: AppScreen,
  args: { path: '/flexible-search?origin=JFK&destination=CDG&departureMonth=2026-05' },
  parameters: screenParameters({
    msw: [flexibleSearchHandlers.answer(), airportHandlers.answer(), priceGridHandlers.answer()],
  }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Flexible Date Search' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'AI Recommendations' })).toHaveAttribute('href', '/recommendations');
    await expect(await canvas.findByRole('heading', { name: '4 flexible options' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'May 2026' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Tips for cheaper dates' })).toHaveTextContent(
      'Tue/Wed/Thu flights are 15-30% cheaper.',
    );
    // Select two options: the bar shows the latest, and Compare sets them side by side.
    const options = canvas.getAllByRole('article');
    await userEvent.click(within(options[0]!).getByRole('button', { name: 'Select' }));
    await userEvent.click(within(options[1]!).getByRole('button', { name: 'Select' }));
    const bar = canvas.getByRole('region', { name: 'Selected flight' });
    await expect(bar).toHaveTextContent('May 12 – May 19 · $650.20 per person, round trip · 2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Compare' }));
    await expect(await screen.findByRole('dialog', { name: 'Compare 2 flights' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(bar).getByRole('button', { name: 'Compare' })).toHaveFocus();
  },
};

/** The price calendar by keyboard: a day picked, then Page Down shows the next month, focus on the same day. */
export const CalendarByKeyboard: Story = {
  play: async ({ canvas }) => {
    const may = await canvas.findByRole('grid', { name: 'May 2026' });
    await userEvent.click(await within(may).findByRole('gridcell', { name: /^Thursday, May 14: \$/ }));
    await userEvent.keyboard('{PageDown}');
    const june = await canvas.findByRole('grid', { name: 'June 2026' });
    await waitFor(() => expect(within(june).getByRole('gridcell', { name: /^Sunday, June 14:/ })).toHaveFocus());
    // June's fares come in with its search, and focus stays on the day.
    await expect(await within(june).findByRole('gridcell', { name: /^Sunday, June 14: \$/ })).toHaveFocus();
  },
};

export const SearchFailed: Story = {
  parameters: screenParameters({
    msw: [flexibleSearchHandlers.failing(), airportHandlers.answer(), priceGridHandlers.answer()],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Search Failed. Using demo data. Connect a flight data API for real flexible date searches.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search Flexible Dates' }));
    // The destructive toast, besides the alert already on the page.
    await expect(await screen.findByText('Search Failed', { selector: 'li *' })).toBeVisible();
    await expect(
      screen.getByText('Using demo data. Connect a flight data API for real flexible date searches.', {
        selector: 'li *',
      }),
    ).toBeVisible();
  },
};

export const BadInput: Story = {
  play: async ({ canvas }) => {
    // Once the link's airports are looked up, the form is the traveller's.
    const from = await canvas.findByRole('combobox', { name: 'From' });
    await waitFor(() => expect(from).toHaveValue('New York (JFK)'));
    const nights = canvas.getByRole('spinbutton', { name: 'Nights away' });
    await userEvent.clear(nights);
    await userEvent.type(nights, '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Flexible Dates' }));
    await expect(await canvas.findByText('Stay at most 30 nights')).toBeVisible();
    await expect(nights).toHaveAttribute('aria-invalid', 'true');
    // The typed value stays for the traveller to fix.
    await expect(nights).toHaveValue(45);
  },
};
