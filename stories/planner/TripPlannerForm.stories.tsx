import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TripPlannerForm } from '@farewise/ui';

const meta = {
  title: 'Planner/TripPlannerForm',
  component: TripPlannerForm,
  args: {
    values: { destination: '', travelers: 2, budget: '', interests: [], travelStyle: 'mid-range' },
    today: '2026-03-15',
    onSubmit: fn(),
    generating: false,
  },
} satisfies Meta<typeof TripPlannerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Generate waits for a destination and a start date, then sends the whole request. */
export const FillAndGenerate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const generate = canvas.getByRole('button', { name: 'Generate Itinerary' });
    await expect(generate).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Destination/), 'Lisbon');
    await userEvent.type(canvas.getByLabelText(/Start date/), '2026-04-02');
    await expect(canvas.getByLabelText(/Start date/)).toHaveAttribute('min', '2026-03-15');
    await userEvent.type(canvas.getByLabelText(/Budget/), '2k per person');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Food & Dining' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Budget' }));
    await userEvent.click(generate);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        destination: 'Lisbon',
        startDate: '2026-04-02',
        endDate: undefined,
        budget: '2k per person',
        interests: ['Food & Dining'],
        travelStyle: 'budget',
      }),
    );
  },
};

/** While a plan is made, Generate is busy. */
export const Generating: Story = {
  args: {
    values: {
      destination: 'Paris',
      startDate: '2026-05-04',
      travelers: 2,
      budget: '',
      interests: [],
      travelStyle: 'luxury',
    },
    generating: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Generate Itinerary/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('radio', { name: 'Luxury' })).toBeChecked();
  },
};
