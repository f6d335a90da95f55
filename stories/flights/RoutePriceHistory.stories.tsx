import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { RISK_SETTING_STORAGE_KEY, RoutePriceHistory } from '@farewise/ui';
import { chartsDrawn } from '../fixtures/charts';
import { authHandlers, priceHistoryHandlers, profileUpdateHandler } from '../fixtures/handlers';

const meta = {
  title: 'Flights/RoutePriceHistory',
  component: RoutePriceHistory,
  args: { route: 'NYC-LON' },
  parameters: { msw: { handlers: [priceHistoryHandlers.answer()] } },
  // A visitor's risk setting lives in localStorage: each story starts from none and leaves none.
  beforeEach: () => {
    localStorage.removeItem(RISK_SETTING_STORAGE_KEY);
    return () => localStorage.removeItem(RISK_SETTING_STORAGE_KEY);
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <RoutePriceHistory {...args} />
    </div>
  ),
} satisfies Meta<typeof RoutePriceHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = await canvas.findByRole('region', { name: 'Price history NYC → LON' });
    await expect(section).toHaveTextContent('Low price today');
    await expect(section).toHaveTextContent('Today $332 one way');
    await chartsDrawn(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [priceHistoryHandlers.loading()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading price history NYC → LON' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [priceHistoryHandlers.failing()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Price history unavailable: Database unavailable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The first call fails; Try again asks once more and the chart appears. */
export const RetriedAfterFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/price-history/:route', () => HttpResponse.json({ message: 'Timed out' }, { status: 503 }), {
          once: true,
        }),
        priceHistoryHandlers.answer(),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Low price today')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await chartsDrawn(canvasElement);
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const adviceOf = async (canvas: Canvas) => canvas.findByRole('group', { name: 'Buy or wait' });

/**
 * A visitor switches to Play it safe: the last advice stays, marked busy, until the new one comes; the high fare's
 * "wait" becomes "book now", and the choice is kept in localStorage for the next page.
 */
export const VisitorPlaysItSafe: Story = {
  args: { route: 'LAX-TYO' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const advice = await adviceOf(canvas);
    await expect(advice).toHaveTextContent('Wait for');
    await chartsDrawn(canvasElement);
    await userEvent.click(within(advice).getByRole('radio', { name: 'Play it safe' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Buy or wait' })).toHaveTextContent('Book now for'));
    const chosen = canvas.getByRole('radio', { name: 'Play it safe' });
    await expect(chosen).toBeChecked();
    // The choice stays enabled while its advice loads, so focus stays where the traveller left it.
    await expect(chosen).toHaveFocus();
    await expect(localStorage.getItem(RISK_SETTING_STORAGE_KEY)).toBe('safe');
  },
};

/** A visitor who chose Play it safe before sees it chosen on the next page. */
export const VisitorSettingRemembered: Story = {
  args: { route: 'LAX-TYO' },
  beforeEach: () => {
    localStorage.setItem(RISK_SETTING_STORAGE_KEY, 'safe');
  },
  play: async ({ canvas }) => {
    const advice = await adviceOf(canvas);
    await expect(within(advice).getByRole('radio', { name: 'Play it safe' })).toBeChecked();
    await expect(advice).toHaveTextContent('Book now for');
  },
};

const sent: Parameters<typeof profileUpdateHandler>[0] = [];

/** A signed-in traveller's choice is saved to their preferences. */
export const SignedInSettingSaved: Story = {
  args: { route: 'LAX-TYO' },
  parameters: {
    msw: {
      handlers: [authHandlers.signedIn(), profileUpdateHandler(sent), priceHistoryHandlers.answer()],
    },
  },
  play: async ({ canvas, userEvent }) => {
    sent.length = 0;
    const advice = await adviceOf(canvas);
    await userEvent.click(within(advice).getByRole('radio', { name: 'Play it safe' }));
    await waitFor(() => expect(sent).toEqual([{ preferences: { riskSetting: 'safe' } }]));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Buy or wait' })).toHaveTextContent('Book now for'));
    await expect(localStorage.getItem(RISK_SETTING_STORAGE_KEY)).toBeNull();
  },
};

/** The save fails: the setting goes back and a toast says why. */
export const SignedInSaveFails: Story = {
  args: { route: 'LAX-TYO' },
  parameters: {
    msw: {
      handlers: [
        authHandlers.signedIn(),
        http.patch('/api/users/:id', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })),
        priceHistoryHandlers.answer(),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const advice = await adviceOf(canvas);
    await userEvent.click(within(advice).getByRole('radio', { name: 'Play it safe' }));
    const title = await screen.findByText('Advice setting not saved', { selector: 'li *' });
    await expect(title.closest('li')).toHaveTextContent('Database unavailable');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Save the most' })).toBeChecked());
    await expect(canvas.getByRole('group', { name: 'Buy or wait' })).toHaveTextContent('Wait for');
  },
};
