import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { FarewiseProvider, type ThemePreference } from '@farewise/ui';
import { STORY_NOW } from '../stories/fixtures/clock';

// Browser tests (Vitest and the visual run) drive Chromium through Playwright, which sets navigator.webdriver:
// there, motion and the caret are switched off so every run looks the same.
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;animation-iteration-count:1!important;transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important}';
  document.head.appendChild(style);
}

/** A fresh QueryClient per story, with the spec's defaults, so cached answers never leak between stories. */
function storyQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Wraps every story in the Farewise providers (fixed clock, fresh query client, theme from the toolbar) and a
 * memory router at `parameters.route`. `parameters.farewise`: `'router'` (default), `'providers'` for screens
 * that bring their own router, `'none'` for stories of the providers themselves.
 */
const withFarewise: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemePreference;
  const mode = (context.parameters.farewise as 'router' | 'providers' | 'none' | undefined) ?? 'router';
  const [queryClient] = useState(storyQueryClient);
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <Story /> }),
      history: createMemoryHistory({ initialEntries: [(context.parameters.route as string | undefined) ?? '/'] }),
    }),
  );
  if (mode === 'none') return <Story />;
  return (
    <FarewiseProvider key={theme} queryClient={queryClient} now={STORY_NOW} theme={theme}>
      {mode === 'providers' ? <Story /> : <RouterProvider router={router} />}
    </FarewiseProvider>
  );
};

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withFarewise],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
