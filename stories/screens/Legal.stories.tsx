import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { LOCAL_ALERTS_KEY, LOCAL_TRIPS_KEY, THEME_STORAGE_KEY } from '@farewise/ui';
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

/** What a signed-out visitor's browser keeps: every localStorage key the app writes, for how long, and how to delete it. */
export const WhatStaysInYourBrowser: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: /What stays in your browser/ });
    for (const key of [THEME_STORAGE_KEY, LOCAL_ALERTS_KEY, LOCAL_TRIPS_KEY]) {
      await expect(section).toHaveTextContent(`"${key}"`);
    }
    await expect(section).toHaveTextContent(/price alerts you create without signing in/i);
    await expect(section).toHaveTextContent(/trips you plan without signing in/i);
    await expect(section).toHaveTextContent('until you delete them');
    await expect(section).toHaveTextContent('clear this site’s data');
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
