import { Hero, PageSection, StatusBanner } from '@farewise/ui';

/** Home (spec 01 §2): the hero, then the API status banner. */
export function HomePage() {
  return (
    <>
      <title>Farewise — find cheaper flights, hotels and trips</title>
      <meta
        name="description"
        content="Compare flight prices, see the predicted best month to fly, find cheaper alternative destinations and get price alerts with Farewise."
      />
      <Hero />
      <PageSection>
        <StatusBanner />
      </PageSection>
    </>
  );
}
