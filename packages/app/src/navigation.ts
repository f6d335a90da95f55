import type { FooterColumn, NavItem } from '@farewise/ui';

/** Header links of spec 01 §2, in order. */
export const headerLinks = [
  { href: '/', label: 'Home' },
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/flexible-search', label: 'Flights' },
  { href: '/hotels', label: 'Hotels' },
  { href: '/trips', label: 'Trips' },
  { href: '/recommendations', label: 'AI Insights' },
] as const satisfies readonly NavItem[];

/** Footer columns of spec 01 §2. Price Trends points at the home page's live price dashboard. */
export const footerColumns = [
  {
    title: 'Discover',
    links: [
      { href: '/popular-destinations', label: 'Popular Destinations' },
      { href: '/travel-deals', label: 'Travel Deals' },
      { href: '/trip-inspiration', label: 'Trip Inspiration' },
      { href: '/#live-prices', label: 'Price Trends' },
    ],
  },
  {
    title: 'Tools',
    links: [
      { href: '/trip-planner', label: 'Smart Trip Planner' },
      { href: '/price-alerts', label: 'Price Alerts' },
      { href: '/travel-calendar', label: 'Travel Calendar' },
      { href: '/budget-calculator', label: 'Budget Calculator' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/help-center', label: 'Help Center' },
      { href: '/contact-us', label: 'Contact Us' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
] as const satisfies readonly FooterColumn[];

/** The destinations list's navigation (spec 02 §2). */
export const destinationsNavLinks = [
  { href: '/', label: 'Home' },
  { href: '/destinations', label: 'Destinations' },
  { href: '/travel-deals', label: 'Deals' },
  { href: '/trips', label: 'My Trips' },
  { href: '/help-center', label: 'Help' },
  { href: '/contact-us', label: 'Contact' },
] as const satisfies readonly NavItem[];

/** The travel deals page's navigation (spec 02 §2): Home, Destinations, Deals, My Trips, Help. */
export const dealsNavLinks = destinationsNavLinks.slice(0, 5);

/** The popular destinations page's navigation (spec 02 §2), which includes Popular and Contact. */
export const popularNavLinks = [
  { href: '/', label: 'Home' },
  { href: '/destinations', label: 'Destinations' },
  { href: '/popular-destinations', label: 'Popular' },
  { href: '/travel-deals', label: 'Deals' },
  { href: '/contact-us', label: 'Contact' },
] as const satisfies readonly NavItem[];
