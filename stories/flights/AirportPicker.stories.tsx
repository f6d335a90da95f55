import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AirportPicker, type AirportPickerProps } from '@farewise/ui';
import { airportHandlers } from '../fixtures/handlers';

type Airport = Parameters<AirportPickerProps['onChange']>[0];

function Harness(props: AirportPickerProps) {
  const [value, setValue] = useState<Airport>(props.value);
  return (
    <div style={{ maxWidth: 380, minHeight: 420 }}>
      <AirportPicker
        {...props}
        value={value}
        onChange={(airport) => {
          setValue(airport);
          props.onChange(airport);
        }}
      />
      <p>Chosen: {value ? value.iataCode : 'none'}</p>
    </div>
  );
}

const paris = {
  iataCode: 'CDG',
  name: 'Charles de Gaulle International Airport',
  city: 'Paris',
  country: 'France',
  countryCode: 'FR',
};

const meta = {
  title: 'Flights/AirportPicker',
  component: AirportPicker,
  args: { label: 'From', value: null, onChange: fn() },
  render: (args) => <Harness {...args} />,
  parameters: { msw: { handlers: [airportHandlers.answer()] } },
} satisfies Meta<typeof AirportPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'From' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'City or airport');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const UnderTwoCharacters: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'p');
    await expect(await canvas.findByText('Type at least 2 characters')).toBeVisible();
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [airportHandlers.loading()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'par');
    await expect(await canvas.findByText('Searching airports…')).toBeVisible();
  },
};

export const Results: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'Paris');
    const options = await canvas.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Paris PARParis (all airports), France',
      'Paris CDGCharles de Gaulle International Airport, France',
      'Paris ORYParis-Orly Airport, France',
    ]);
  },
};

export const NoResults: Story = {
  parameters: { msw: { handlers: [airportHandlers.empty()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'zzqx');
    await expect(await canvas.findByText('No airports match “zzqx”')).toBeVisible();
  },
};

export const ServerErrorFallsBack: Story = {
  parameters: { msw: { handlers: [airportHandlers.failing()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'tokyo');
    // The built-in list answers, with no error message.
    const options = await canvas.findAllByRole('option');
    await expect(options.map((o) => o.textContent?.slice(0, 9))).toEqual(['Tokyo HND', 'Tokyo NRT']);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Selected: Story = {
  args: { value: paris, label: 'To' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'To' })).toHaveValue('Paris (CDG)');
    await expect(canvas.getByText('Chosen: CDG')).toBeVisible();
  },
};

export const EditedAfterSelection: Story = {
  args: { value: paris, label: 'To' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'To' });
    await userEvent.type(input, '{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
    await expect(input).toHaveValue('Paris (CDG');
    // The edited text is searched again once typing settles.
    await expect(await canvas.findByText('No airports match “Paris (CDG”')).toBeVisible();
  },
};

export const KeyboardPick: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'From' });
    await userEvent.type(input, 'JFK');
    await canvas.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ iataCode: 'JFK' })));
    await expect(input).toHaveValue('New York (JFK)');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const PointerPick: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'new york');
    await userEvent.click(await canvas.findByRole('option', { name: /LGA/ }));
    await expect(canvas.getByText('Chosen: LGA')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Please select departure and destination airports' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'From' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please select departure and destination airports');
  },
};
