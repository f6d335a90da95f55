import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { FormField, Input } from '@farewise/ui';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: {
    label: 'Username',
    hint: 'Letters, numbers, underscores only',
    children: (control) => <Input {...control} autoComplete="username" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('Letters, numbers, underscores only');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeRequired();
  },
};

export const InvalidWithError: Story = {
  args: { error: 'Username must be at least 3 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Username must be at least 3 characters Letters, numbers, underscores only',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username must be at least 3 characters');
  },
};

/** Validation as a person meets it: the error appears on a short name and clears once it is long enough. */
export const ValidatesWhileTyping: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    const error = value.length > 0 && value.length < 3 ? 'Username must be at least 3 characters' : undefined;
    return (
      <FormField {...args} error={error}>
        {(control) => <Input {...control} value={value} onChange={(event) => setValue(event.target.value)} />}
      </FormField>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'ab');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username must be at least 3 characters');
    await userEvent.type(input, 'c');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
