import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useState } from 'react';
import { Button, Input } from '@farewise/ui';

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
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A search form whose button is busy from the moment it is sent until the next edit. */
function SearchForm({ onSubmit }: { onSubmit: () => void }) {
  const [searching, setSearching] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSearching(true);
        onSubmit();
      }}
      style={{ display: 'flex', gap: 8, maxWidth: 420 }}
    >
      <Input aria-label="From" defaultValue="JFK" onChange={() => setSearching(false)} />
      <Button type="submit" loading={searching}>
        Find Best Prices
      </Button>
    </form>
  );
}

/** Sent from the keyboard, the busy button keeps the focus, and neither a press nor Enter in the field resends. */
export const KeepsFocusWhileLoading: Story = {
  render: (args) => <SearchForm onSubmit={args.onClick as () => void} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'From' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: 'Find Best Prices' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'From' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(button).toHaveFocus();
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
