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
