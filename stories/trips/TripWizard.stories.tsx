import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button, TripWizard, type TripWizardProps } from '@farewise/ui';
import { modalLayerOpen } from '../fixtures/a11y';

/** The wizard behind the organiser's New Trip button, as a traveller meets it. */
function NewTripButton({ onOpenChange, ...props }: Omit<TripWizardProps, 'open'>) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>New Trip</Button>
      <TripWizard {...props} open={open} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'Trips/TripWizard',
  component: NewTripButton,
  args: { onOpenChange: fn(), onCreate: fn() },
  parameters: modalLayerOpen,
} satisfies Meta<typeof NewTripButton>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

async function openWizard({ canvas, userEvent }: Context) {
  await userEvent.click(canvas.getByRole('button', { name: 'New Trip' }));
  await screen.findByRole('dialog', { name: 'Create a New Trip' });
}

const dialog = () => screen.getByRole('dialog', { name: 'Create a New Trip' });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const HINT = 'Please complete required fields to continue';

async function fillBasics(context: Context) {
  const { userEvent } = context;
  await openWizard(context);
  await userEvent.type(within(dialog()).getByLabelText(/Trip title/), 'Spring in Lisbon');
  await userEvent.type(within(dialog()).getByLabelText(/Destination/), 'Lisbon');
  await userEvent.click(button('Next'));
}

async function fillDetails({ userEvent }: Context) {
  await userEvent.type(within(dialog()).getByLabelText(/Start date/), '2026-04-02');
  await userEvent.type(within(dialog()).getByLabelText(/End date/), '2026-04-09');
  await userEvent.click(button('Next'));
}

async function fillBudget({ userEvent }: Context) {
  await userEvent.type(within(dialog()).getByLabelText(/Total budget/), '2400');
  await userEvent.click(button('Next'));
}

async function fillStyle({ userEvent }: Context) {
  await userEvent.click(within(dialog()).getByRole('radio', { name: 'Romantic' }));
  await userEvent.click(within(dialog()).getByRole('radio', { name: 'Boutique' }));
  await userEvent.click(button('Next'));
}

/** Step 1: Previous is disabled, and Next waits for a title and a destination. */
export const TripBasics: Story = {
  play: async (context) => {
    const { userEvent } = context;
    await openWizard(context);
    await expect(within(dialog()).getByRole('progressbar', { name: 'Step 1 of 6: Trip Basics' })).toBeVisible();
    await expect(dialog()).toHaveTextContent('17%');
    await expect(button('Previous')).toBeDisabled();
    await expect(button('Next')).toBeDisabled();
    await expect(within(dialog()).getByText(HINT)).toBeVisible();
    await userEvent.type(within(dialog()).getByLabelText(/Trip title/), 'Spring in Lisbon');
    await expect(button('Next')).toBeDisabled();
    await userEvent.type(within(dialog()).getByLabelText(/Destination/), 'Lisbon');
    await expect(button('Next')).toBeEnabled();
    await expect(within(dialog()).queryByText(HINT)).not.toBeInTheDocument();
  },
};

/** Step 2: a past start and an end before the start are named, and Next stays disabled. */
export const TravelDetailsDates: Story = {
  play: async (context) => {
    const { userEvent } = context;
    await fillBasics(context);
    await expect(within(dialog()).getByRole('progressbar', { name: 'Step 2 of 6: Travel Details' })).toBeVisible();
    const start = within(dialog()).getByLabelText(/Start date/);
    await expect(start).toHaveAttribute('min', '2026-03-15');
    await userEvent.type(start, '2026-03-01');
    await expect(within(dialog()).getByText('The start date cannot be in the past')).toBeVisible();
    await userEvent.clear(start);
    await userEvent.type(start, '2026-04-02');
    await userEvent.type(within(dialog()).getByLabelText(/End date/), '2026-04-01');
    await expect(within(dialog()).getByText('The end date must be after the start date')).toBeVisible();
    await expect(button('Next')).toBeDisabled();
    await expect(within(dialog()).getByText(HINT)).toBeVisible();
  },
};

/** Step 3: the five sliders start at 40/25/20/10/5, a total of 100 % in green. */
export const BudgetTotalGreen: Story = {
  play: async (context) => {
    await fillBasics(context);
    await fillDetails(context);
    const sliders = within(dialog()).getAllByRole('slider');
    await expect(sliders.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['40', '25', '20', '10', '5']);
    const total = within(dialog()).getByText('Total allocation: 100%');
    await expect(getComputedStyle(total).color).toBe('rgb(21, 112, 58)');
    await expect(button('Next')).toBeDisabled();
    await context.userEvent.type(within(dialog()).getByLabelText(/Total budget/), '2400');
    await expect(button('Next')).toBeEnabled();
  },
};

/** Moving a slider by keyboard (steps of 5) makes the total 105 % in red; it is not enforced. */
export const BudgetTotalRed: Story = {
  play: async (context) => {
    const { userEvent } = context;
    await fillBasics(context);
    await fillDetails(context);
    await userEvent.type(within(dialog()).getByLabelText(/Total budget/), '2400');
    const shopping = within(dialog()).getByRole('slider', { name: 'Shopping' });
    shopping.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shopping).toHaveAttribute('aria-valuenow', '10');
    const total = within(dialog()).getByText('Total allocation: 105% (aim for 100%)');
    await expect(getComputedStyle(total).color).toBe('rgb(180, 35, 24)');
    await expect(button('Next')).toBeEnabled();
  },
};

/** Step 4 wants a style and an accommodation type; step 5 at least one activity. */
export const StyleAndActivities: Story = {
  play: async (context) => {
    const { userEvent } = context;
    await fillBasics(context);
    await fillDetails(context);
    await fillBudget(context);
    await expect(within(dialog()).getAllByRole('radio')).toHaveLength(12);
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Romantic' }));
    await expect(button('Next')).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Boutique' }));
    await userEvent.click(button('Next'));
    await expect(within(dialog()).getByRole('progressbar', { name: 'Step 5 of 6: Activities' })).toBeVisible();
    await expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(12);
    await expect(button('Next')).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Food & Dining' }));
    await expect(button('Next')).toBeEnabled();
    // Previous keeps what was chosen.
    await userEvent.click(button('Previous'));
    await expect(within(dialog()).getByRole('radio', { name: 'Romantic' })).toBeChecked();
  },
};

/** Step 6 shows everything; Create Trip hands out the spec's payload, then the wizard closes and resets. */
export const ReviewAndCreate: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await fillBasics(context);
    await fillDetails(context);
    await fillBudget(context);
    await fillStyle(context);
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Food & Dining' }));
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Museums' }));
    await userEvent.click(button('Next'));
    await expect(dialog()).toHaveTextContent('100%');
    const review = within(dialog()).getByRole('region', { name: 'Review & Create' });
    await expect(review).toHaveTextContent('Spring in Lisbon');
    await expect(review).toHaveTextContent('April 2, 2026 – April 9, 2026');
    await expect(review).toHaveTextContent('$2,400.00');
    await expect(review).toHaveTextContent('Food & Dining, Museums');
    await userEvent.click(button('Create Trip'));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledOnce());
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Spring in Lisbon',
      description: '',
      destination: 'Lisbon',
      startDate: '2026-04-02T00:00:00.000Z',
      endDate: '2026-04-09T00:00:00.000Z',
      totalBudget: 2400,
      travelers: 1,
      preferences: {
        travelStyle: 'romantic',
        accommodationType: 'boutique',
        transportationPreference: 'flights',
        activityTypes: ['Food & Dining', 'Museums'],
        budgetDistribution: { accommodation: 40, transportation: 25, food: 20, activities: 10, shopping: 5 },
      },
      tags: ['romantic', 'boutique'],
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again, it starts over at step 1 with empty fields.
    await openWizard(context);
    await expect(within(dialog()).getByRole('progressbar', { name: 'Step 1 of 6: Trip Basics' })).toBeVisible();
    await expect(within(dialog()).getByLabelText(/Trip title/)).toHaveValue('');
  },
};

/** A trip idea's Plan Trip opens the wizard with its destination and title filled in. */
export const Prefilled: Story = {
  args: { prefill: { title: 'Kyoto in autumn', destination: 'Kyoto' } },
  play: async (context) => {
    await openWizard(context);
    await expect(within(dialog()).getByLabelText(/Trip title/)).toHaveValue('Kyoto in autumn');
    await expect(within(dialog()).getByLabelText(/Destination/)).toHaveValue('Kyoto');
    await expect(button('Next')).toBeEnabled();
  },
};

/** When saving fails, the wizard stays open on Review with everything entered. */
export const CreateFails: Story = {
  args: { onCreate: fn(() => Promise.reject(new Error('500: Database unavailable'))) },
  play: async (context) => {
    const { args, userEvent } = context;
    await fillBasics(context);
    await fillDetails(context);
    await fillBudget(context);
    await fillStyle(context);
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Beaches' }));
    await userEvent.click(button('Next'));
    await userEvent.click(button('Create Trip'));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledOnce());
    await waitFor(() => expect(button('Create Trip')).toHaveFocus());
    await expect(within(dialog()).getByRole('region', { name: 'Review & Create' })).toHaveTextContent(
      'Spring in Lisbon',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};
