import { useState } from 'react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { FarewiseProvider } from '@farewise/ui';
import { createAppRouter } from './router';

export interface AppProps {
  /** A memory history for stories and tests; the browser's history by default. */
  history?: RouterHistory;
  /** A fixed "now" for date-dependent screens (stories, tests). */
  now?: Date;
}

/** The whole Farewise app: providers around the router. */
export function App({ history, now }: AppProps) {
  const [router] = useState(() => createAppRouter({ history }));
  return (
    <FarewiseProvider now={now}>
      <RouterProvider router={router} />
    </FarewiseProvider>
  );
}
