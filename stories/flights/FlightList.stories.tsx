import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlightList } from '@farewise/ui';
import { jfkCdgFlights } from '../fixtures/flights';

const meta = {
  title: 'Flights/FlightList',
  component: FlightList,
  args: { flights: jfkCdgFlights },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <FlightList {...args} />
    </div>
  ),
} satisfies Meta<typeof FlightList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoFlights: Story = {
  args: { flights: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No flights found for this route and date.');
  },
};

export const ThreeFlights: Story = {
  args: { flights: jfkCdgFlights.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const MoreThanFiveCollapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'View 3 more flights' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View 3 more flights' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    const collapse = canvas.getByRole('button', { name: 'Show fewer options' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

export const BestMatchIsFirst: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(first).toHaveTextContent('Best Match');
    await expect(second).not.toHaveTextContent('Best Match');
    await expect(canvas.getAllByText('Best Match')).toHaveLength(1);
  },
};
