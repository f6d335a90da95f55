import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@farewise/ui';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Find Best Prices', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find Best Prices' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['solid', 'soft', 'outline', 'ghost'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual(['solid', 'soft', 'outline', 'ghost']);
  },
};

export const Critical: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args}>Keep alert</Button>
      <Button {...args} tone="critical">
        Delete alert
      </Button>
    </div>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const keep = canvas.getByRole('button', { name: 'Keep alert' });
    const remove = canvas.getByRole('button', { name: 'Delete alert' });
    // A destructive action is drawn in the critical colour, unlike the brand-coloured solid button.
    await expect(getComputedStyle(remove).backgroundColor).not.toBe(getComputedStyle(keep).backgroundColor);
    await userEvent.click(remove);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = canvas.getAllByRole('button').map((b) => b.getBoundingClientRect().height);
    await expect(small).toBeLessThan(medium!);
    await expect(medium).toBeLessThan(large!);
  },
};

export const Hover: Story = {
  // Forced :hover for the visual baseline; the play function drives a real pointer.
  parameters: { pseudo: { hover: true } },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Find Best Prices' });
    await userEvent.hover(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Find Best Prices' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Find Best Prices' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Searching…' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Searching…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#destinations">View All Destinations</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View All Destinations' })).toHaveAttribute('href', '#destinations');
  },
};

export const LongText: Story = {
  args: { children: 'Create a price alert for New York (JFK) to Paris (CDG) under $450.00' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};
