import { createFileRoute } from '@tanstack/react-router';
import { DestinationDetail, PageSection, SubNav } from '@farewise/ui';
import { destinationsNavLinks } from '../navigation';

/** /destination/{id} (spec 02 §2 Destination detail). */
function DestinationPage() {
  const { id } = Route.useParams();
  return (
    <PageSection>
      <SubNav label="Explore" links={destinationsNavLinks} />
      <DestinationDetail id={id} />
    </PageSection>
  );
}

export const Route = createFileRoute('/destination/$id')({ component: DestinationPage });
