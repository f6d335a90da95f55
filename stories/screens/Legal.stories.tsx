import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/Legal',
  component: AppScreen,
  args: { path: '/privacy-policy' },
  parameters: screenParameters(),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated January 2025')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Children/ })).toHaveTextContent('aged 18 and over');
  },
};

export const TermsOfService: Story = {
  args: { path: '/terms-of-service' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Eligibility/ })).toHaveTextContent('at least 18 years old');
    await expect(canvas.getByRole('region', { name: /Your account/ })).toHaveTextContent('one account per person');
  },
};

export const ReachedFromTheFooter: Story = {
  args: { path: '/' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Terms of Service' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  },
};
