import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdvisorAnswer, DEFAULT_ANSWER } from '@farewise/ui';
import { tokyoAnswer } from '../fixtures/ai';

const meta = {
  title: 'AI/AdvisorAnswer',
  component: AdvisorAnswer,
  args: { thinking: false, streamed: null, answer: undefined },
} satisfies Meta<typeof AdvisorAnswer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before any question: what the advisor can do, and no status. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'AI Travel Advisor' })).toBeVisible();
    await expect(canvas.getByText(/Every figure in an answer links to the page it comes from/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Waiting for the first words: "Thinking…", announced. */
export const Thinking: Story = {
  args: { thinking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thinking…');
    await expect(canvas.queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
  },
};

/** The text as it streams, busy until the answer is checked; no sources yet. */
export const Streaming: Story = {
  args: { thinking: true, streamed: 'October is the cheapest month to fly New York → Tokyo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Writing the answer…');
    const text = canvas.getByText('October is the cheapest month to fly New York → Tokyo');
    await expect(text).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
  },
};

/** The checked answer: each [n] links to its source, and the sources are listed as badges. */
export const Answered: Story = {
  args: { answer: tokyoAnswer },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Answer ready.');
    const sources = canvas.getByRole('list', { name: 'Sources' });
    await expect(sources.querySelectorAll('li')).toHaveLength(tokyoAnswer.sources.length);
    const cite = canvas.getByRole('link', { name: 'source 1' });
    await expect(cite).toHaveAttribute('href', tokyoAnswer.sources[0]!.href);
    // The text cites [2] first, so the keyboard reaches source 2's link first.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'source 2' })).toHaveFocus();
  },
};

/** An empty answer text shows the spec's default text (spec 01 §8). */
export const DefaultText: Story = {
  args: { answer: { response: ' ', sources: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(DEFAULT_ANSWER)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
  },
};
