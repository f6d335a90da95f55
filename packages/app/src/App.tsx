import { useState } from 'react';
import { RouterProvider, createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { FarewiseProvider } from '@farewise/ui';
import { RouterLink } from './RouterLink';
import { createAppRouter } from './router';

/** The app's routes. Needs a `FarewiseProvider` above it. */
export function AppRoutes({ history }: { history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter({ history }));
  return <RouterProvider router={router} />;
}

/** The whole Farewise app: providers (with the router's links) around the router, on the browser's history. */
export function App() {
  return (
    <FarewiseProvider linkComponent={RouterLink}>
      <AppRoutes />
    </FarewiseProvider>
  );
}

/**
 * One screen of the app at `path`, on an in-memory history (stories). Needs a `FarewiseProvider` above it, with
 * `linkComponent={RouterLink}` for the app's navigation.
 */
export function AppScreen({ path }: { path: string }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries: [path] }));
  return <AppRoutes history={history} />;
}
