import { createContext, useContext, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ClockProvider } from '../../clock/ClockProvider';
import { LinkComponentContext, type LinkComponent } from '../../primitives/Link/Link';
import { Toaster } from '../../primitives/Toast';
import { ThemeProvider } from '../../theme/ThemeProvider';
import type { ThemePreference } from '../../theme/themePreference';
import { ApiClient } from '../client';
import { createQueryClient } from '../queryClient';
import { DrawnQueryClientContext, startFromAnswers, type ServerAnswer } from '../serverAnswers';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface FarewiseProviderProps {
  /** Prefix of every API path; empty (same origin) by default. */
  baseUrl?: string;
  /** Bring your own QueryClient; by default one with the spec 01 §7 defaults is made. */
  queryClient?: QueryClient;
  /** A fixed "now" for date-dependent components (tests, stories). */
  now?: Date;
  /** Start from this theme instead of the stored preference. */
  theme?: ThemePreference;
  /**
   * Renders every link of the library's components, e.g. an adapter to your router's link that marks the
   * current page with `aria-current="page"`. By default an outer provider's, or a plain `<a>` (a full page load).
   */
  linkComponent?: LinkComponent;
  /**
   * The API answers the server rendered the page with (see `ServerAnswer`): the cache starts with them, and while
   * React hydrates the page, its queries render them as the server did.
   * @throws {ZodError} when a body does not match its endpoint's response schema
   */
  initialAnswers?: readonly ServerAnswer[];
  children: ReactNode;
}

/**
 * Everything a Farewise screen needs above it: the API client, TanStack Query with the spec's defaults,
 * the theme, toasts, the clock and the link component.
 */
export function FarewiseProvider({
  baseUrl,
  queryClient,
  now,
  theme,
  linkComponent,
  initialAnswers = [],
  children,
}: FarewiseProviderProps) {
  const [client] = useState(() => new ApiClient({ baseUrl }));
  const [{ ownQueryClient, drawn }] = useState(() => {
    const own = queryClient ?? createQueryClient(client);
    return { ownQueryClient: own, drawn: startFromAnswers(own, initialAnswers) };
  });
  const outerLinkComponent = useContext(LinkComponentContext);
  return (
    <ApiClientContext.Provider value={client}>
      <QueryClientProvider client={ownQueryClient}>
        <DrawnQueryClientContext.Provider value={drawn}>
          <ThemeProvider initialPreference={theme}>
            <ClockProvider now={now}>
              <LinkComponentContext.Provider value={linkComponent ?? outerLinkComponent}>
                <Toaster>{children}</Toaster>
              </LinkComponentContext.Provider>
            </ClockProvider>
          </ThemeProvider>
        </DrawnQueryClientContext.Provider>
      </QueryClientProvider>
    </ApiClientContext.Provider>
  );
}

/**
 * The API client of the nearest `FarewiseProvider`.
 * @throws Error when used outside `<FarewiseProvider>`.
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <FarewiseProvider>');
  return client;
}
