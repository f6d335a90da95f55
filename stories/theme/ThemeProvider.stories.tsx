import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, ThemeProvider, useTheme } from '@farewise/ui';

function ThemeReadout() {
  const { preference, resolved, setPreference } = useTheme();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p>
        Preference: <strong>{preference}</strong> — drawn as <strong>{resolved}</strong>
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        {(['light', 'dark', 'system'] as const).map((p) => (
          <Button key={p} variant="outline" onClick={() => setPreference(p)}>
            {p}
          </Button>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Theme/ThemeProvider',
  component: ThemeProvider,
  args: { initialPreference: 'light', children: <ThemeReadout /> },
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExplicitChoice: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'dark' }));
    await expect(canvas.getByText(/Preference:/)).toHaveTextContent('Preference: dark — drawn as dark');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

export const SystemFollowsDevice: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'system' }));
    const device = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    await expect(canvas.getByText(/Preference:/)).toHaveTextContent(`Preference: system — drawn as ${device}`);
    await expect(document.documentElement).toHaveAttribute('data-theme', device);
  },
};
