import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { FarewiseProvider, type ThemePreference } from '@farewise/ui';
import { STORY_NOW } from './clock';

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

type ProviderMode = 'router' | 'providers' | 'none';
type StoryRouter = ReturnType<typeof createStoryRouter>;

// The story element, read by the memory router's root route so that args changes re-render it.
const StorySlot = createContext<ReactNode>(null);

function SlottedStory() {
  return useContext(StorySlot);
}

function createStoryRouter(route: string) {
  return createRouter({
    routeTree: createRootRoute({ component: SlottedStory }),
    history: createMemoryHistory({ initialEntries: [route] }),
  });
}

const modeOf = (parameters: Record<string, unknown>) => (parameters.farewise as ProviderMode | undefined) ?? 'router';

/** Builds and loads the story's memory router before render, so play functions find the story in the DOM. */
const routerLoader: Loader = async ({ parameters }) => {
  if (modeOf(parameters) !== 'router') return {};
  const router = createStoryRouter((parameters.route as string | undefined) ?? '/');
  await router.load();
  return { router };
};

function StoryProviders({
  mode,
  theme,
  router,
  children,
}: {
  mode: ProviderMode;
  theme: ThemePreference;
  router?: StoryRouter;
  children: ReactNode;
}) {
  const [queryClient] = useState(storyQueryClient);
  if (mode === 'none') return children;
  return (
    <FarewiseProvider key={theme} queryClient={queryClient} now={STORY_NOW} theme={theme}>
      {mode === 'router' && router ? (
        <StorySlot.Provider value={children}>
          <RouterProvider router={router} />
        </StorySlot.Provider>
      ) : (
        children
      )}
    </FarewiseProvider>
  );
}

/**
 * Wraps every story in the Farewise providers (fixed clock, fresh query client, theme from the toolbar) and a
 * memory router at `parameters.route`. `parameters.farewise`: `'router'` (default), `'providers'` for screens
 * that bring their own router, `'none'` for stories of the providers themselves.
 */
const withFarewise: Decorator = (Story, context) => (
  <StoryProviders
    mode={modeOf(context.parameters)}
    theme={(context.globals.theme ?? 'light') as ThemePreference}
    router={context.loaded.router as StoryRouter | undefined}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  loaders: [mswLoader(), routerLoader],
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
