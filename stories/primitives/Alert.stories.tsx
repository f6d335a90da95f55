import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, Stack } from '@farewise/ui';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'critical', role: 'alert', children: 'Your alerts could not be loaded: Database unavailable' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your alerts could not be loaded: Database unavailable');
    await expect(getComputedStyle(alert).paddingTop).toBe('16px');
  },
};

const tones = ['positive', 'critical', 'caution', 'info', 'neutral', 'promote'] as const;

export const Tones: Story = {
  render: () => (
    <Stack space="sm">
      {tones.map((tone) => (
        <Alert key={tone} tone={tone}>
          {tone}
        </Alert>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Every tone has its own colours.
    const looks = new Set(
      tones.map((tone) => {
        const style = getComputedStyle(canvas.getByText(tone));
        return `${style.backgroundColor} ${style.color}`;
      }),
    );
    await expect(looks.size).toBe(tones.length);
  },
};
