import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Dashboard, PageSection } from '@farewise/ui';

/** /dashboard (spec 01 §2 Dashboard). */
function DashboardPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>Dashboard — Farewise</title>
      <PageSection>
        <Dashboard onSearchAgain={(route) => void navigate({ to: '/', search: route })} />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/dashboard')({ component: DashboardPage });
