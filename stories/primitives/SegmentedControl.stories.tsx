import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SegmentedControl } from '@farewise/ui';

const options = [
  { value: 'save', label: 'Save the most' },
  { value: 'safe', label: 'Play it safe' },
] as const;
type Value = (typeof options)[number]['value'];

function Controlled({ initial = 'save', disabled }: { initial?: Value; disabled?: boolean }) {
  const [value, setValue] = useState<Value>(initial);
  return (
    <SegmentedControl
      label="Advice style"
      options={options}
      value={value}
      onValueChange={setValue}
      disabled={disabled}
    />
  );
}

const meta = { title: 'Primitives/SegmentedControl', component: Controlled } satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One segment chosen; a click chooses the other. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Advice style' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Save the most' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Play it safe' }));
    await expect(canvas.getByRole('radio', { name: 'Play it safe' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Save the most' })).not.toBeChecked();
  },
};

/** One tab stop; the arrow keys move between segments and Space chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Save the most' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Play it safe' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Play it safe' })).toBeChecked();
  },
};

/** Disabled while what it changes is loading: no segment takes focus or changes. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Play it safe' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('radio', { name: 'Save the most' })).not.toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Save the most' })).toBeChecked();
  },
};
