import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Dashboard } from '@farewise/ui';
import { accountDataHandlers, authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Dashboard/Dashboard',
  component: Dashboard,
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...accountDataHandlers()] } },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access Required' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...accountDataHandlers({ searches: [], alerts: [] })] } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/No price alerts yet/)).toBeVisible();
    await expect(canvas.getByText('Potential savings').nextElementSibling).toHaveTextContent('$0.00');
    await userEvent.click(canvas.getByRole('tab', { name: 'Saved Searches' }));
    await expect(await canvas.findByText(/No saved searches yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'For You' }));
    await expect(canvas.getByText(/suggestions for your trips will appear here/)).toBeVisible();
  },
};

export const Overview: Story = {
  play: async ({ canvas }) => {
    // STORY_NOW is 09:30 in the morning.
    await expect(await canvas.findByRole('heading', { name: 'Good morning, Ada' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/trips', '/', '/auth']);
    // Saved searches and alerts load separately: wait for both.
    await waitFor(() => {
      expect(canvas.getByText('Saved searches').nextElementSibling).toHaveTextContent('2');
      expect(canvas.getByText('Active alerts').nextElementSibling).toHaveTextContent('3');
    });
    await expect(canvas.getByText('Targets reached').nextElementSibling).toHaveTextContent('1');
    // 512.40 − 450 on JFK → CDG, 401 − 380 on BOS → LHR; LAX → NRT is under target and ORD → BCN is paused.
    await expect(canvas.getByText('Potential savings').nextElementSibling).toHaveTextContent('$83.40');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const SavedSearchesTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Saved Searches' }));
    const list = await canvas.findByRole('list', { name: 'Saved searches' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('JFK → CDG · Round trip · 2 travellers · Economy · up to $650.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete saved search Paris in spring' }));
    await expect(await screen.findByText('Search Deleted', { selector: 'li *' })).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const DeleteFailing: Story = {
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...accountDataHandlers({ failDeletes: true })] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Saved Searches' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete saved search Paris in spring' }));
    await expect(await screen.findByText('Delete Failed', { selector: 'li *' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Saved searches' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const PriceAlertsTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Price Alerts' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Price Alerts' });
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(4));
    await expect(within(panel).getByRole('article', { name: 'Price alert LAX → NRT' })).toHaveTextContent(
      'Target reached',
    );
  },
};

export const ForYouTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'For You' }));
    const panel = canvas.getByRole('tabpanel', { name: 'For You' });
    await expect(await within(panel).findByText(/reached your \$800\.00 target at \$742\.10/)).toBeVisible();
    await expect(await within(panel).findByText(/has not been searched for over a week/)).toBeVisible();
  },
};
