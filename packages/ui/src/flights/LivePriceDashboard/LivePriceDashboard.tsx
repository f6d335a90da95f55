import { SectionHeading } from '../../layout/SectionHeading';
import { Tiles } from '../../layout/Tiles';
import { RoutePriceHistory } from '../RoutePriceHistory';

/** The four popular routes the home page watches: New York–London, New York–Paris, Los Angeles–Tokyo, London–Barcelona. */
export const LIVE_PRICE_ROUTES = ['NYC-LON', 'NYC-PAR', 'LAX-TYO', 'LON-BCN'] as const;

export interface LivePriceDashboardProps {
  /** Anchor of the section; the footer's Price Trends link points at `live-prices`. */
  id?: string;
  /** Route keys such as `NYC-PAR`. */
  routes?: readonly string[];
}

/**
 * The home page's live price dashboard (spec 01 §2, issue "flight search"): for each popular route, the past year's
 * lowest fares, the forecast and today's low / typical / high verdict. Each chart loads and fails on its own.
 */
export function LivePriceDashboard({ id = 'live-prices', routes = LIVE_PRICE_ROUTES }: LivePriceDashboardProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        title="Live price dashboard"
        lead="Today's lowest fares on popular routes, against their past year."
      />
      {/* Charts need room: two across on desktops, one below. */}
      <Tiles as="ul" columns={{ mobile: 1, desktop: 2 }} space="lg">
        {routes.map((route) => (
          <li key={route}>
            <RoutePriceHistory route={route} />
          </li>
        ))}
      </Tiles>
    </section>
  );
}
