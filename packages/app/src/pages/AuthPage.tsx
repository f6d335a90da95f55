import { AuthPanel, PageHeading, PageSection } from '@farewise/ui';

/** /auth (spec 01 §2 Auth): Log In and Sign Up, or the profile card when signed in. */
export function AuthPage() {
  return (
    <>
      <title>Sign in — Farewise</title>
      <meta
        name="description"
        content="Sign in to Farewise or create an account to save searches, keep price alerts and plan trips."
      />
      <PageSection as="section" aria-labelledby="auth-title">
        <PageHeading
          id="auth-title"
          title="Your Farewise account"
          lead="Save searches, set price alerts and follow them on your dashboard."
        />
        <AuthPanel />
      </PageSection>
    </>
  );
}
