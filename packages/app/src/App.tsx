import { useState } from 'react';
import { RouterProvider, createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { FarewiseProvider, type ServerAnswer } from '@farewise/ui';
import { RouterLink } from './RouterLink';
import { createAppRouter, type AppRouter } from './router';

/** The app's routes. Needs a `FarewiseProvider` above it. */
export function AppRoutes({ history }: { history?: RouterHistory }) {
  const [router] = useState(() => createAppRouter({ history }));
  return <RouterProvider router={router} />;
}

/**
 * The whole Farewise app: providers (with the router's links) around `router`, made by `createAppRouter` (on the
 * browser's history in the browser, on a memory history when a page is rendered on the server). `now` fixes the
 * clock; `initialAnswers` are the API answers the server rendered the page with.
 */
export function App({
  router,
  now,
  initialAnswers,
}: {
  router: AppRouter;
  now?: Date;
  initialAnswers?: readonly ServerAnswer[];
}) {
  return (
    <FarewiseProvider linkComponent={RouterLink} now={now} initialAnswers={initialAnswers}>
      <RouterProvider router={router} />
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
