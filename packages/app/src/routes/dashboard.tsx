import { createFileRoute } from '@tanstack/react-router';
import { Dashboard, PageSection } from '@farewise/ui';

/** /dashboard (spec 01 §2 Dashboard). */
function DashboardPage() {
  return (
    <>
      <title>Dashboard — Farewise</title>
      <PageSection>
        <Dashboard />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/dashboard')({ component: DashboardPage });
