import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Dashboard, PageSection } from '@farewise/ui';

/** /dashboard (spec 01 §2 Dashboard). */
function DashboardPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>Dashboard — Farewise</title>
      <meta
        name="description"
        content="Your Farewise dashboard: saved searches, price alerts and saved recommendations in one place."
      />
      <PageSection>
        <Dashboard onSearchAgain={(route) => void navigate({ to: '/', search: route })} />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/dashboard')({ component: DashboardPage });
