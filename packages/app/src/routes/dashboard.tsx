import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Card, ChangePasswordForm, Dashboard, PageSection, SectionHeading, useSession } from '@farewise/ui';

/** /dashboard (spec 01 §2 Dashboard), and for a signed-in traveller the Security section: change the password. */
function DashboardPage() {
  const navigate = useNavigate();
  const session = useSession();
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
      {session.data && (
        <PageSection as="section" aria-labelledby="security-title">
          <SectionHeading
            id="security-title"
            title="Security"
            lead="Change your password. Every other device signed in to your account is signed out."
          />
          <Card padding="lg">
            <ChangePasswordForm />
          </Card>
        </PageSection>
      )}
    </>
  );
}

export const Route = createFileRoute('/dashboard')({ component: DashboardPage });
