import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icons, SubmitButton } from '@farewise/ui';

const meta = {
  title: 'Primitives/SubmitButton',
  component: SubmitButton,
  args: { label: 'Search Hotels', icon: <Icons.Search size={18} aria-hidden="true" />, pending: false },
  decorators: [
    (Story, { parameters }) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          (parameters.onSubmit as () => void)();
        }}
      >
        {Story()}
      </form>
    ),
  ],
} satisfies Meta<typeof SubmitButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything required is set: the button sends the form. */
export const Ready: Story = {
  parameters: { onSubmit: fn() },
  play: async ({ canvas, parameters, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search Hotels' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(parameters.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Something required is missing: the button is disabled, and says why beside it and to screen readers. */
export const Missing: Story = {
  args: { missing: 'Choose a destination and both dates to search.' },
  parameters: { onSubmit: fn() },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search Hotels' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Choose a destination and both dates to search.');
  },
};

/** While the form is sent: a spinner in place of the icon, and the button is busy. */
export const Pending: Story = {
  args: { pending: true },
  parameters: { onSubmit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Search Hotels/ })).toHaveAttribute('aria-busy', 'true');
  },
};
