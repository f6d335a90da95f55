import { createFileRoute } from '@tanstack/react-router';
import { HelpCenter, PageSection, SubNav, destinationsNavLinks } from '@farewise/ui';
import { faqs, guides } from '../content/help';

/** /help-center (spec 02 §2 Help center). */
function HelpCenterPage() {
  return (
    <>
      <title>Help center — Farewise</title>
      <PageSection as="section" aria-labelledby="help-title">
        <SubNav label="Explore" links={destinationsNavLinks} />
        <HelpCenter faqs={faqs} guides={guides} />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/help-center')({ component: HelpCenterPage });
