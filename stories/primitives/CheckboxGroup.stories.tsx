import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CheckboxGroup } from '@farewise/ui';

const INTERESTS = ['Museums', 'Food & Dining', 'Nightlife', 'Architecture'] as const;
type Interest = (typeof INTERESTS)[number];

/** The group with its value held in state, as a form holds it. */
function Interests({
  initial,
  onValueChange,
  error,
}: {
  initial: Interest[];
  onValueChange: (v: Interest[]) => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CheckboxGroup
      legend="Interests"
      options={INTERESTS}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
      columns={{ mobile: 1, tablet: 2 }}
      error={error}
    />
  );
}

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: Interests,
  args: { initial: [], onValueChange: fn() },
} satisfies Meta<typeof Interests>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticked in any order, the choice comes back in the options' order; Space toggles the focused box. */
export const ChooseSeveral: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Interests' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Architecture' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Museums' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Museums', 'Architecture']);
    canvas.getByRole('checkbox', { name: 'Museums' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Architecture']);
    await expect(canvas.getByRole('checkbox', { name: 'Museums' })).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'Choose at least one' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one');
    await expect(
      canvas.getAllByRole('checkbox').filter((box) => box.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(0);
  },
};
