import { LegalDocument } from '@farewise/ui';
import { privacyPolicy, termsOfService } from '../content/legal';

/** /privacy-policy (spec 02 §2). */
export function PrivacyPolicyPage() {
  return (
    <>
      <title>Privacy Policy — Farewise</title>
      <meta
        name="description"
        content="What Farewise keeps about you, in our database and in your browser, why, for how long, and how to delete it."
      />
      <LegalDocument {...privacyPolicy} />
    </>
  );
}

/** /terms-of-service (spec 02 §2). */
export function TermsOfServicePage() {
  return (
    <>
      <title>Terms of Service — Farewise</title>
      <meta
        name="description"
        content="The terms for using Farewise: fares, forecasts and advice, accounts, and your content."
      />
      <LegalDocument {...termsOfService} />
    </>
  );
}
