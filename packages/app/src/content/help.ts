import type { FaqEntry } from '@farewise/contracts';
import type { HelpGuide } from '@farewise/ui';

/** The help center's twelve questions (spec 02 §2, §9), answered for how Farewise works. */
export const faqs: readonly FaqEntry[] = [
  {
    id: 'booking-fees',
    category: 'booking',
    question: 'Does Farewise charge booking fees?',
    answer:
      'No. Farewise never adds a booking fee. The fare you see is the airline’s or hotel’s price, and you pay them directly when you book.',
    tags: ['fees', 'price'],
  },
  {
    id: 'how-far-ahead',
    category: 'booking',
    question: 'How far ahead can I search for flights?',
    answer:
      'Up to 11 months ahead, which is as far as airlines publish schedules. For the best fares, book 6–8 weeks ahead for domestic trips and 2–3 months for international ones.',
    tags: ['dates', 'schedule'],
  },
  {
    id: 'airlines-covered',
    category: 'booking',
    question: 'Which airlines do you search?',
    answer:
      'More than 500 airlines worldwide, from full-service carriers to low-cost airlines, so the cheapest option is in the comparison.',
    tags: ['airlines', 'coverage'],
  },
  {
    id: 'payment-plans',
    category: 'payments',
    question: 'Can I pay in instalments?',
    answer:
      'Yes, on trips over $500 you can choose a payment plan at checkout with partners that offer it. Plans are shown with their full cost before you commit.',
    tags: ['instalments', 'payment plan'],
  },
  {
    id: 'currencies',
    category: 'payments',
    question: 'Which currency are prices shown in?',
    answer:
      'All prices are in US dollars, per person, including taxes and carrier fees known at search time. Your bank may convert the charge if you pay in another currency.',
    tags: ['USD', 'currency'],
  },
  {
    id: 'reset-password',
    category: 'account',
    question: 'How do I change my password or email?',
    answer:
      'Sign in and open your account from the header. If you cannot sign in, contact us from the Contact Us page and we will verify it is you.',
    tags: ['password', 'sign in'],
  },
  {
    id: 'one-account',
    category: 'account',
    question: 'Can I share an account with my family?',
    answer:
      'Each person needs their own account: our terms allow one account per person, and you must be 18 or over. You can still search and book for several travellers.',
    tags: ['family', 'terms'],
  },
  {
    id: 'best-month',
    category: 'travel',
    question: 'How is the best month to fly predicted?',
    answer:
      'We model a year of fares for your route from observed prices, seasonality, the day of the week and how far ahead you book, then show the cheapest month with our confidence in it.',
    tags: ['prediction', 'best month'],
  },
  {
    id: 'price-alerts',
    category: 'travel',
    question: 'How do price alerts work?',
    answer:
      'Choose a route and a target fare, or a percentage drop. We check fares regularly and email you when the fare reaches your target, at most once a day per alert.',
    tags: ['alerts', 'email'],
  },
  {
    id: 'site-not-loading',
    category: 'technical',
    question: 'Search results do not load. What can I do?',
    answer:
      'Refresh the page and check your connection. If the status banner shows demo mode, live fares are unavailable and you see modelled prices. If it persists, report it through Contact Us with the route you searched.',
    tags: ['errors', 'status'],
  },
  {
    id: 'cancellations',
    category: 'policies',
    question: 'How do cancellations and refunds work?',
    answer:
      'You book with the airline or hotel, so their fare rules decide refunds. Each result says whether it is refundable; for help with a claim, contact us with your booking reference.',
    tags: ['refunds', 'cancellation'],
  },
  {
    id: 'privacy',
    category: 'policies',
    question: 'What do you do with my data?',
    answer:
      'We keep what you save (searches, alerts, preferences) to run the service and never sell it. The Privacy Policy lists everything we store and why.',
    tags: ['privacy', 'data'],
  },
];

/** The help center's six guides (spec 02 §2), each opening the page it teaches. */
export const guides: readonly HelpGuide[] = [
  {
    id: 'first-search',
    title: 'Find your cheapest flight',
    description: 'Search a route, read the price statistics and pick the best value fare.',
    category: 'booking',
    duration: '5 min',
    difficulty: 'Beginner',
    steps: 4,
    to: '/',
  },
  {
    id: 'set-alerts',
    title: 'Set up price alerts',
    description: 'Track a route and get an email when the fare drops to your target.',
    category: 'travel',
    duration: '3 min',
    difficulty: 'Beginner',
    steps: 3,
    to: '/price-alerts',
  },
  {
    id: 'flexible-dates',
    title: 'Save with flexible dates',
    description: 'Compare fares across a month and travel on the cheapest days.',
    category: 'booking',
    duration: '7 min',
    difficulty: 'Intermediate',
    steps: 5,
    to: '/flexible-search',
  },
  {
    id: 'plan-budget',
    title: 'Plan a trip budget',
    description: 'Split a budget across flights, stays, food and activities before you book.',
    category: 'payments',
    duration: '10 min',
    difficulty: 'Intermediate',
    steps: 6,
    to: '/budget-calculator',
  },
  {
    id: 'read-forecasts',
    title: 'Read fare forecasts like a pro',
    description: 'Use price history, typical ranges and buy-or-wait advice to time your booking.',
    category: 'travel',
    duration: '12 min',
    difficulty: 'Advanced',
    steps: 7,
    to: '/',
  },
  {
    id: 'multi-city',
    title: 'Build a multi-stop itinerary',
    description: 'Plan day by day with the trip planner and keep every booking in one place.',
    category: 'travel',
    duration: '15 min',
    difficulty: 'Advanced',
    steps: 8,
    to: '/trip-planner',
  },
];
