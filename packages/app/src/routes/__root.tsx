import { Outlet, createRootRoute } from '@tanstack/react-router';
import { AppShell, NotFound } from '@farewise/ui';
import { footerColumns, headerLinks } from '../navigation';

export const Route = createRootRoute({
  component: () => (
    <AppShell headerLinks={headerLinks} footerColumns={footerColumns}>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFound,
});
