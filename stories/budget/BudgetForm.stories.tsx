import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { BudgetForm, type BudgetFormProps } from '@farewise/ui';
import { BUDGET_DEFAULTS } from '../fixtures/budget';

/** The form with its inputs held in state, as the calculator holds them. */
function Form({ onInputsChange, ...props }: BudgetFormProps) {
  const [inputs, setInputs] = useState(props.inputs);
  return (
    <BudgetForm
      inputs={inputs}
      onInputsChange={(next) => {
        setInputs(next);
        onInputsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Budget/BudgetForm',
  component: Form,
  args: { inputs: BUDGET_DEFAULTS, onInputsChange: fn() },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each input reports the whole set, counts clamped: travelers, trip type and style. */
export const ChangeEveryInput: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const travelers = canvas.getByLabelText('Travelers');
    await userEvent.clear(travelers);
    await userEvent.type(travelers, '25');
    await expect(args.onInputsChange).toHaveBeenLastCalledWith({ ...BUDGET_DEFAULTS, travelers: 20 });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Trip type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Family' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Luxury/ }));
    await expect(args.onInputsChange).toHaveBeenLastCalledWith({
      ...BUDGET_DEFAULTS,
      travelers: 20,
      tripType: 'family',
      travelStyle: 'luxury',
    });
  },
};
