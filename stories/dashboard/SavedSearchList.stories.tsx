import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SavedSearchList } from '@farewise/ui';
import { savedSearchFixtures, userFixture } from '../fixtures/account';
import { accountDataHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Dashboard/SavedSearchList',
  component: SavedSearchList,
  args: { userId: userFixture.id },
  parameters: { msw: { handlers: accountDataHandlers() } },
} satisfies Meta<typeof SavedSearchList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/users/:id/saved-searches', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading saved searches' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/users/:id/saved-searches', () =>
          HttpResponse.json({ message: 'Database unavailable', code: 'internal' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Saved searches could not be loaded: Database unavailable',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: accountDataHandlers({ searches: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No saved searches yet/)).toBeVisible();
  },
};

export const Several: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Saved searches' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('SFO → HND · One way · 1 traveller · Business');
    await expect(items[1]).toHaveTextContent('Last searched March 2, 2026');
  },
};

/** Search again records the run first, then hands the route to `onSearchAgain` (the app opens home with it). */
const runs: string[] = [];
export const SearchAgain: Story = {
  args: { onSearchAgain: fn() },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/saved-searches/:id/run', async ({ params }) => {
          await delay(50);
          runs.push(String(params.id));
          return HttpResponse.json({ ...savedSearchFixtures[0]!, id: Number(params.id) });
        }),
        ...accountDataHandlers(),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    runs.length = 0;
    const [first] = await canvas.findAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Search again' }));
    await expect(args.onSearchAgain).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearchAgain).toHaveBeenCalledWith({ origin: 'JFK', destination: 'CDG' }));
    await expect(runs).toEqual([String(savedSearchFixtures[0]!.id)]);
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Saved searches' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete saved search Tokyo business trip' }));
    await expect(await screen.findByText('Search Deleted', { selector: 'li *' })).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  },
};

/** From the keyboard: each delete hands the focus to the next search's Delete, and the last to the empty message. */
export const DeleteFromKeyboard: Story = {
  parameters: { msw: { handlers: accountDataHandlers() } },
  play: async ({ canvas, userEvent }) => {
    const paris = await canvas.findByRole('button', { name: 'Delete saved search Paris in spring' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(paris).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const tokyo = canvas.getByRole('button', { name: 'Delete saved search Tokyo business trip' });
    await waitFor(() => expect(tokyo).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText(/^No saved searches yet/)).toHaveFocus());
  },
};
