// A blank consumer of the packed @farewise/ui: React, TanStack Query and the library, no router. Links are the
// library's default plain <a>; the airport search is answered by MSW in the browser.
import '@farewise/ui/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { DestinationCard, FarewiseProvider, FlightSearch } from '@farewise/ui';

const worker = setupWorker(
  http.get('/api/airports/search', () =>
    HttpResponse.json({
      data: [
        // No real airport: the library's built-in fallback list cannot answer for it.
        {
          iataCode: 'QMK',
          name: 'Mockton International Airport',
          address: { cityName: 'Mockton', countryName: 'Testland', countryCode: 'TL' },
        },
      ],
    }),
  ),
);

const lisbon = {
  id: 'lisbon',
  name: 'Lisbon',
  city: 'Lisbon',
  country: 'Portugal',
  category: 'city',
  imageUrl: '',
  description: 'Hills, trams and the Tagus.',
  averagePrice: 540,
  priceChange: -4.2,
  trending: true,
  iataCode: 'LIS',
} as const;

await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FarewiseProvider>
      <FlightSearch />
      <DestinationCard destination={lisbon} />
    </FarewiseProvider>
  </StrictMode>,
);
