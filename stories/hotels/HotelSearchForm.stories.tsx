import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { HotelSearchForm } from '@farewise/ui';
import { airportHandlers } from '../fixtures/handlers';

/** Paris as the destination picker holds it once picked. */
const paris = {
  iataCode: 'PAR',
  name: 'Paris (all airports)',
  city: 'Paris',
  country: 'France',
  countryCode: 'FR',
  type: 'city' as const,
};

/** The story clock's today (2026-03-15) and the spec's default stay: check-out 3 days later, 2 guests, 1 room. */
const defaults = {
  destination: null,
  checkInDate: '2026-03-15',
  checkOutDate: '2026-03-18',
  guests: 2,
  rooms: 1,
  currency: 'USD' as const,
};

const meta = {
  title: 'Hotels/HotelSearchForm',
  component: HotelSearchForm,
  args: { values: defaults, today: '2026-03-15', onSubmit: fn(), searching: false },
  parameters: { msw: { handlers: [airportHandlers.answer()] } },
} satisfies Meta<typeof HotelSearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function pickParis(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByRole('combobox', { name: 'Destination' }), 'Par');
  await userEvent.click(await canvas.findByRole('option', { name: /^Paris PAR/ }));
  await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris (PAR)'));
}

/** Until a destination is picked, Search is disabled and says why; past check-in days are not offered. */
export const DisabledUntilDestination: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('button', { name: 'Search Hotels' });
    await expect(search).toBeDisabled();
    await expect(search).toHaveAccessibleDescription('Choose a destination and both dates to search.');
    await expect(canvas.getByLabelText('Check-in')).toHaveValue('2026-03-15');
    await expect(canvas.getByLabelText('Check-in')).toHaveAttribute('min', '2026-03-15');
    await expect(canvas.getByLabelText('Check-out')).toHaveValue('2026-03-18');
    await expect(canvas.getByLabelText('Check-out')).toHaveAttribute('min', '2026-03-16');
    await expect(canvas.getByRole('combobox', { name: 'Guests' })).toHaveTextContent('2 guests');
    await expect(canvas.getByRole('combobox', { name: 'Rooms' })).toHaveTextContent('1 room');
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD ($)');
    await pickParis(canvas, userEvent);
    await expect(search).toBeEnabled();
  },
};

/** Clearing a date disables Search again. */
export const DisabledWithoutCheckOut: Story = {
  args: { values: { ...defaults, destination: paris } },
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('button', { name: 'Search Hotels' });
    await expect(search).toBeEnabled();
    await userEvent.clear(canvas.getByLabelText('Check-out'));
    await expect(search).toBeDisabled();
  },
};

export const Submits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await pickParis(canvas, userEvent);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Guests' }));
    await userEvent.click(await screen.findByRole('option', { name: '4 guests' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rooms' }));
    await userEvent.click(await screen.findByRole('option', { name: '2 rooms' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        destination: expect.objectContaining({ iataCode: 'PAR' }),
        checkInDate: '2026-03-15',
        checkOutDate: '2026-03-18',
        guests: 4,
        rooms: 2,
        currency: 'USD',
      }),
      expect.anything(),
    );
  },
};

export const CheckOutBeforeCheckIn: Story = {
  args: { values: { ...defaults, destination: paris } },
  play: async ({ args, canvas, userEvent }) => {
    const checkOut = canvas.getByLabelText('Check-out');
    await userEvent.clear(checkOut);
    await userEvent.type(checkOut, '2026-03-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await expect(await canvas.findByText('Check-out must be after check-in')).toBeVisible();
    await expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    // Nothing is sent, and what was typed stays to be fixed.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(checkOut).toHaveValue('2026-03-14');
  },
};

export const PastCheckIn: Story = {
  args: { values: { ...defaults, destination: paris } },
  play: async ({ args, canvas, userEvent }) => {
    const checkIn = canvas.getByLabelText('Check-in');
    await userEvent.clear(checkIn);
    await userEvent.type(checkIn, '2026-03-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await expect(await canvas.findByText('Check-in cannot be in the past')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const StayTooLong: Story = {
  args: { values: { ...defaults, destination: paris } },
  play: async ({ args, canvas, userEvent }) => {
    const checkOut = canvas.getByLabelText('Check-out');
    await userEvent.clear(checkOut);
    await userEvent.type(checkOut, '2026-04-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await expect(await canvas.findByText('A stay can be at most 30 nights')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { values: { ...defaults, destination: paris }, searching: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Search Hotels/ })).toHaveAttribute('aria-busy', 'true');
  },
};
