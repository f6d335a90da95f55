import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { FarewiseProvider, type LinkComponent, type ThemePreference } from '@farewise/ui';
import { STORY_NOW } from './clock';
import { mapImageHandler } from './mapImages';
import { StoryLink, StoryRoute } from './storyLink';
import { viewportOptions } from './viewports';

// Browser tests (Vitest and the visual run) drive Chromium through Playwright, which sets navigator.webdriver:
// there, motion and the caret are switched off so every run looks the same.
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;animation-iteration-count:1!important;transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important}';
  document.head.appendChild(style);
}

// `findBy…` and `waitFor` give up after 1 s by default: on a loaded two-core machine a mocked answer can take longer
// to arrive and render, and a state that never comes still fails, only later.
configure({ asyncUtilTimeout: 5000 });

/**
 * Loads the one variable font before the first story renders. Text measured before it arrives (a chart library
 * sizing its axis ticks) would be measured in the fallback font, and such measurements are cached for the page's
 * life, so a story's look would depend on which story the page showed first.
 */
async function fontLoader() {
  await document.fonts.load('1em "Inter Variable"');
  return {};
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

type ProviderMode = 'providers' | 'none';

function StoryProviders({
  mode,
  theme,
  linkComponent,
  children,
}: {
  mode: ProviderMode;
  theme: ThemePreference;
  linkComponent: LinkComponent;
  children: ReactNode;
}) {
  const [queryClient] = useState(storyQueryClient);
  if (mode === 'none') return children;
  return (
    <FarewiseProvider key={theme} queryClient={queryClient} now={STORY_NOW} theme={theme} linkComponent={linkComponent}>
      {children}
    </FarewiseProvider>
  );
}

/**
 * Wraps every story in the Farewise providers: fixed clock, fresh query client, theme from the toolbar, and
 * `parameters.linkComponent` (screens pass the app's router link) or else `StoryLink`, whose clicks stay in the
 * story and which marks `parameters.route` (default `/`) as the current page. `parameters.farewise`:
 * `'providers'` (default) or `'none'` for stories of the providers themselves.
 */
const withFarewise: Decorator = (Story, { parameters, globals }) => (
  <StoryRoute.Provider value={(parameters.route as string | undefined) ?? '/'}>
    <StoryProviders
      mode={(parameters.farewise as ProviderMode | undefined) ?? 'providers'}
      theme={(globals.theme ?? 'light') as ThemePreference}
      linkComponent={(parameters.linkComponent as LinkComponent | undefined) ?? StoryLink}
    >
      <Story />
    </StoryProviders>
  </StoryRoute.Provider>
);

const preview: Preview = {
  loaders: [fontLoader, mswLoader()],
  // After the loader has put the story's own handlers on the worker: the API's map images answer in every story.
  beforeEach: ({ msw }) => {
    msw.use(mapImageHandler);
  },
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
    viewport: { options: viewportOptions },
    // Any axe violation fails the story's test. Axe lists every node only for violations and items to review:
    // listing each passing rule's nodes made the heaviest stories' visual pass about 15% slower and says nothing.
    a11y: { test: 'error', options: { resultTypes: ['violations', 'incomplete'] } },
  },
};

export default preview;
