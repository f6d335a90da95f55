import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@farewise/ui';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { children: 'Fares to Lisbon are 18% below the typical price this month.' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padding: Story = {
  args: { padding: 'xl', color: 'textMuted', fontSize: 'sm' },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Fares to Lisbon/);
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
    await expect(getComputedStyle(box).paddingLeft).toBe('24px');
    await expect(getComputedStyle(box).fontSize).toBe('14px');
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    display: 'flex',
    gap: 'lg',
    'aria-label': 'Airports',
    children: ['JFK', 'EWR', 'LGA'].map((code) => <li key={code}>{code}</li>),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Airports' });
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['JFK', 'EWR', 'LGA']);
    // The layout owns the white space: no bullets, indent or margins from the browser.
    const style = getComputedStyle(list);
    await expect([style.listStyleType, style.paddingLeft, style.marginTop]).toEqual(['none', '0px', '0px']);
    await expect(style.columnGap).toBe('16px');
  },
};

export const Responsive: Story = {
  args: {
    display: { mobile: 'block', desktop: 'flex' },
    gap: 'md',
    children: [<span key="a">Outbound</span>, <span key="b">Return</span>],
  },
  play: async ({ canvas }) => {
    const wide = window.matchMedia('(min-width: 1024px)').matches;
    await expect(getComputedStyle(canvas.getByText('Outbound').parentElement!).display).toBe(wide ? 'flex' : 'block');
  },
};
