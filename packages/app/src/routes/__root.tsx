import { Outlet, createRootRoute } from '@tanstack/react-router';
import { AppShell, NotFound } from '@farewise/ui';

export const Route = createRootRoute({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFound,
});
