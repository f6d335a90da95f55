import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alternatives } from '@farewise/ui';
import { jfkCdgSearch } from '../fixtures/flights';

const meta = {
  title: 'Flights/Alternatives',
  component: Alternatives,
  args: { alternatives: jfkCdgSearch.alternatives },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Alternatives {...args} />
    </div>
  ),
} satisfies Meta<typeof Alternatives>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCheaperAirports: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('London (LHR)347 km from Paris, United Kingdom$318.20 one waySave $32.90');
  },
};

export const None: Story = {
  args: { alternatives: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No cheaper airports nearby/)).toBeVisible();
  },
};
