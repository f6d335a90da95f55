import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MatchBadge } from '@farewise/ui';
import { expectMatchColour, type MatchColour } from './matchColour';

const meta = {
  title: 'AI/MatchBadge',
  component: MatchBadge,
  args: { confidence: 93 },
} satisfies Meta<typeof MatchBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 90 or more: green (spec 01 §9). */
export const Green: Story = {
  play: async ({ canvas }) => {
    await expectMatchColour(canvas.getByText('93% match'), 'green');
  },
};

/** 80 to 89: yellow. */
export const Yellow: Story = {
  args: { confidence: 84 },
  play: async ({ canvas }) => {
    await expectMatchColour(canvas.getByText('84% match'), 'yellow');
  },
};

/** Below 80: orange. */
export const Orange: Story = {
  args: { confidence: 74 },
  play: async ({ canvas }) => {
    await expectMatchColour(canvas.getByText('74% match'), 'orange');
  },
};

const THRESHOLDS: [confidence: number, shown: string, colour: MatchColour][] = [
  [90, '90% match', 'green'],
  [89.6, '90% match', 'green'],
  [89.4, '89% match', 'yellow'],
  [80, '80% match', 'yellow'],
  [79.4, '79% match', 'orange'],
];

/**
 * Each colour starts at its threshold, and a fractional confidence is shown rounded, in the colour of the percent
 * it shows: 89.6 reads "90% match" and is green.
 */
export const Thresholds: Story = {
  render: () => (
    <ul aria-label="Match badges" style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
      {THRESHOLDS.map(([confidence]) => (
        <li key={confidence}>
          <MatchBadge confidence={confidence} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const badges = canvas.getAllByRole('listitem').map((item) => item.firstElementChild as HTMLElement);
    await expect(badges.map((badge) => badge.textContent)).toEqual(THRESHOLDS.map(([, shown]) => shown));
    for (const [index, [, , colour]] of THRESHOLDS.entries()) await expectMatchColour(badges[index]!, colour);
  },
};
