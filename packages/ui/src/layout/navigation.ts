/** Header links of spec 01 §2, in order. */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/flexible-search', label: 'Flights' },
  { to: '/hotels', label: 'Hotels' },
  { to: '/trips', label: 'Trips' },
  { to: '/recommendations', label: 'AI Insights' },
] as const;

/** Footer columns of spec 01 §2. Price Trends points at the home page's live price dashboard. */
export const footerColumns = [
  {
    title: 'Discover',
    links: [
      { to: '/popular-destinations', label: 'Popular Destinations' },
      { to: '/travel-deals', label: 'Travel Deals' },
      { to: '/trip-inspiration', label: 'Trip Inspiration' },
      { to: '/', hash: 'live-prices', label: 'Price Trends' },
    ],
  },
  {
    title: 'Tools',
    links: [
      { to: '/trip-planner', label: 'Smart Trip Planner' },
      { to: '/price-alerts', label: 'Price Alerts' },
      { to: '/travel-calendar', label: 'Travel Calendar' },
      { to: '/budget-calculator', label: 'Budget Calculator' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help-center', label: 'Help Center' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
] as const;

/** The destinations list's navigation (spec 02 §2). */
export const destinationsNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/destinations', label: 'Destinations' },
  { to: '/travel-deals', label: 'Deals' },
  { to: '/trips', label: 'My Trips' },
  { to: '/help-center', label: 'Help' },
  { to: '/contact-us', label: 'Contact' },
] as const;

/** The travel deals page's navigation (spec 02 §2): Home, Destinations, Deals, My Trips, Help. */
export const dealsNavLinks = destinationsNavLinks.slice(0, 5);

/** The popular destinations page's navigation (spec 02 §2), which includes Popular and Contact. */
export const popularNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/destinations', label: 'Destinations' },
  { to: '/popular-destinations', label: 'Popular' },
  { to: '/travel-deals', label: 'Deals' },
  { to: '/contact-us', label: 'Contact' },
] as const;
