import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '@farewise/ui';
import { phoneGlobals } from '../phone';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'overview' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Dashboard sections">
        <Tab value="overview">Overview</Tab>
        <Tab value="saved">Saved Searches</Tab>
        <Tab value="alerts">Price Alerts</Tab>
        <Tab value="for-you" disabled>
          For You
        </Tab>
      </TabList>
      <TabPanel value="overview">Your travel at a glance.</TabPanel>
      <TabPanel value="saved">Searches you saved.</TabPanel>
      <TabPanel value="alerts">Routes you watch.</TabPanel>
      <TabPanel value="for-you">Picks for you.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your travel at a glance.');
  },
};

export const PointerSwitch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Price Alerts' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Routes you watch.');
  },
};

export const KeyboardSwitch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Saved Searches' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Searches you saved.');
    // The disabled tab is skipped: End lands on the last enabled tab.
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Price Alerts' })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  play: async ({ canvas, userEvent }) => {
    const disabled = canvas.getByRole('tab', { name: 'For You' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your travel at a glance.');
  },
};

const TRIP_TABS = ['Overview', 'Itinerary', 'Expenses', 'Documents', 'Packing list'];
/** A tab's value: its name in kebab case, since Radix builds the tab's and panel's ids from it. */
const tabValue = (name: string) => name.toLowerCase().replace(/ /g, '-');

/**
 * On a phone the five tabs do not fit: the row scrolls sideways and its cut-off end fades out as a hint that there
 * are more; once the last tab is reached, the fade moves to the start.
 */
export const PhoneScrollsWithAHint: Story = {
  globals: phoneGlobals,
  args: { defaultValue: 'overview' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Trip sections">
        {TRIP_TABS.map((name) => (
          <Tab key={name} value={tabValue(name)}>
            {name}
          </Tab>
        ))}
      </TabList>
      {TRIP_TABS.map((name) => (
        <TabPanel key={name} value={tabValue(name)}>
          {name} of your trip.
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('tablist', { name: 'Trip sections' });
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await waitFor(() => expect(getComputedStyle(row).maskImage).toMatch(/^linear-gradient\(to right/));
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Packing list' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Packing list of your trip.');
    await waitFor(() => expect(getComputedStyle(row).maskImage).toMatch(/^linear-gradient\(to left/));
  },
};
