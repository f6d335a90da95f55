import { createFileRoute } from '@tanstack/react-router';
import { ContactPanel, PageHeading, PageSection, SubNav } from '@farewise/ui';
import { destinationsNavLinks } from '../navigation';

/** /contact-us (spec 02 §2 Contact). */
function ContactPage() {
  return (
    <>
      <title>Contact us — Farewise</title>
      <meta name="description" content="Write to the Farewise team: questions, feedback or help with your account." />
      <PageSection as="section" aria-labelledby="contact-title">
        <SubNav label="Explore" links={destinationsNavLinks} />
        <PageHeading
          id="contact-title"
          title="Contact us"
          lead="Questions about a fare, an alert or your account? Write to us and a person will answer."
        />
        <ContactPanel />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/contact-us')({ component: ContactPage });
