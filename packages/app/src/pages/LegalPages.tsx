import { LegalDocument } from '@farewise/ui';
import { privacyPolicy, termsOfService } from '../content/legal';

/** /privacy-policy (spec 02 §2). */
export function PrivacyPolicyPage() {
  return (
    <>
      <title>Privacy Policy — Farewise</title>
      <LegalDocument {...privacyPolicy} />
    </>
  );
}

/** /terms-of-service (spec 02 §2). */
export function TermsOfServicePage() {
  return (
    <>
      <title>Terms of Service — Farewise</title>
      <LegalDocument {...termsOfService} />
    </>
  );
}
