import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { LOCAL_ALERTS_KEY, PriceAlertsPanel } from '@farewise/ui';
import { priceAlertFixtures } from '../fixtures/account';
import { accountDataHandlers, authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Alerts/PriceAlertsPanel',
  component: PriceAlertsPanel,
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...accountDataHandlers()] } },
  // Each story starts with no alerts kept in the browser.
  beforeEach: () => localStorage.removeItem(LOCAL_ALERTS_KEY),
} satisfies Meta<typeof PriceAlertsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

async function createAlert(
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { type: (e: Element, t: string) => Promise<void>; click: (e: Element) => Promise<void> },
) {
  await userEvent.type(canvas.getByRole('textbox', { name: /^From/ }), 'mia');
  await userEvent.type(canvas.getByRole('textbox', { name: /^To/ }), 'mad');
  // Enter submits from the field, which keeps focus while the button is briefly disabled: a stable screenshot.
  await userEvent.type(canvas.getByRole('spinbutton', { name: /Target price/ }), '520{enter}');
}

export const SignedOutEmpty: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Price Alerts Yet')).toBeVisible();
    const notice = canvas.getByText(/alerts are kept in this browser only/);
    await expect(notice).toBeVisible();
    // The notice reads as one sentence: "Sign in" follows "only." a space later, not spread across the row.
    const link = within(notice).getByRole('link', { name: 'Sign in' });
    const before = document.createRange();
    before.selectNodeContents(link.previousSibling!);
    await expect(link.getBoundingClientRect().left - before.getBoundingClientRect().right).toBeLessThan(8);
  },
};

export const SignedOutCreatesInBrowser: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut()] } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('No Price Alerts Yet');
    await createAlert(canvas, userEvent);
    const item = await canvas.findByRole('listitem', { name: 'Alert MIA → MAD' });
    await expect(item).toHaveTextContent('Below $520.00');
    await expect(within(item).getByRole('switch', { name: 'Email' })).toBeChecked();
    await expect(within(item).getByRole('switch', { name: 'Push' })).toBeChecked();
    await expect(await screen.findByText('Price alert created!', { selector: 'li *' })).toBeVisible();
    await userEvent.click(within(item).getByRole('switch', { name: 'Active' }));
    await expect(within(item).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await userEvent.click(within(item).getByRole('button', { name: 'Delete alert MIA → MAD' }));
    await expect(await canvas.findByText('No Price Alerts Yet')).toBeVisible();
  },
};

export const SignedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Your price alerts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await createAlert(canvas, userEvent);
    await expect(await canvas.findByRole('listitem', { name: 'Alert MIA → MAD' })).toHaveTextContent('now $498.00');
  },
};

export const SignedInWithBrowserAlerts: Story = {
  beforeEach: () => {
    localStorage.setItem(
      LOCAL_ALERTS_KEY,
      JSON.stringify([{ ...priceAlertFixtures[0], id: 1, origin: 'SEA', destination: 'KEF' }]),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const offer = await canvas.findByRole('region', { name: 'Alerts saved in this browser' });
    await expect(offer).toHaveTextContent('1 alert is saved in this browser.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Import into my account' }));
    await expect(await screen.findByText('Alerts imported', { selector: 'li *' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Alerts saved in this browser' })).not.toBeInTheDocument(),
    );
    await expect(await canvas.findByRole('listitem', { name: 'Alert SEA → KEF' })).toBeVisible();
  },
};

type PriceAlert = (typeof priceAlertFixtures)[number];

/** An account's alerts on the server, whose second `POST /api/price-alerts` of each story run fails. */
const flakyServer = { alerts: [] as PriceAlert[], posts: 0 };
const browserAlerts = ['SEA', 'BOS', 'MIA'].map((origin, index) => ({
  ...priceAlertFixtures[0]!,
  id: index + 1,
  origin,
  destination: 'KEF',
}));

export const ImportRetryAfterPartFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.signedIn(),
        http.get('/api/users/:id/price-alerts', () => HttpResponse.json(flakyServer.alerts)),
        http.post('/api/price-alerts', async ({ request }) => {
          flakyServer.posts += 1;
          if (flakyServer.posts === 2) {
            return HttpResponse.json({ message: 'Database unavailable', code: 'internal' }, { status: 500 });
          }
          const body = (await request.json()) as PriceAlert;
          const created = { ...body, id: 300 + flakyServer.posts, currentPrice: 498 };
          flakyServer.alerts = [created, ...flakyServer.alerts];
          return HttpResponse.json(created, { status: 201 });
        }),
      ],
    },
  },
  beforeEach: () => {
    flakyServer.alerts = [];
    flakyServer.posts = 0;
    localStorage.setItem(LOCAL_ALERTS_KEY, JSON.stringify(browserAlerts));
  },
  play: async ({ canvas, userEvent }) => {
    const offer = await canvas.findByRole('region', { name: 'Alerts saved in this browser' });
    await expect(offer).toHaveTextContent('3 alerts are saved in this browser.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Import into my account' }));
    await expect(await screen.findByText('Some alerts could not be imported', { selector: 'li *' })).toBeVisible();
    await expect(screen.getByText('2 of 3 imported into your account.', { selector: 'li *' })).toBeVisible();
    // Only the alert whose POST failed is still offered.
    await waitFor(() => expect(offer).toHaveTextContent('1 alert is saved in this browser.'));

    await userEvent.click(within(offer).getByRole('button', { name: 'Import into my account' }));
    await expect(await screen.findByText('Alerts imported', { selector: 'li *' })).toBeVisible();
    await expect(screen.getByText('1 of 1 imported into your account.', { selector: 'li *' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Alerts saved in this browser' })).not.toBeInTheDocument(),
    );
    // Each browser alert is in the account exactly once.
    const list = await canvas.findByRole('list', { name: 'Your price alerts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    for (const origin of ['SEA', 'BOS', 'MIA']) {
      await expect(within(list).getAllByRole('listitem', { name: `Alert ${origin} → KEF` })).toHaveLength(1);
    }
  },
};

/** The price alert changes a story has sent. */
const changes = { count: 0 };

/**
 * From the keyboard: a switch flipped with Space keeps the focus while the change saves, and deleting an alert hands
 * the focus to the next alert's Delete rather than dropping it to the page.
 */
export const KeyboardKeepsItsPlace: Story = {
  parameters: {
    msw: {
      handlers: [
        // Each change takes a moment, and is counted; the stateful handler below then answers it.
        http.patch('/api/price-alerts/:id', async () => {
          changes.count += 1;
          await delay(300);
        }),
        authHandlers.signedIn(),
        ...accountDataHandlers(),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('listitem', { name: 'Alert JFK → CDG' });
    const email = within(first).getByRole('switch', { name: 'Email' });
    await userEvent.click(email);
    // While it saves, the switch says it is unavailable and a second press changes nothing.
    await waitFor(() => expect(email).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(email).not.toBeChecked());
    await waitFor(() => expect(email).not.toHaveAttribute('aria-disabled'));
    await expect(changes.count).toBe(1);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(email).toBeChecked());
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(first).getByRole('button', { name: 'Delete alert JFK → CDG' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const next = await canvas.findByRole('button', { name: 'Delete alert LAX → NRT' });
    await waitFor(() => expect(next).toHaveFocus());
    await expect(canvas.queryByRole('listitem', { name: 'Alert JFK → CDG' })).not.toBeInTheDocument();
  },
};
