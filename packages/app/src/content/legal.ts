import { LOCAL_ALERTS_KEY, LOCAL_TRIPS_KEY, THEME_STORAGE_KEY, type LegalDocumentProps } from '@farewise/ui';

/**
 * The privacy policy (spec 02 §2: static text, last updated January 2025). It names every localStorage key the app
 * writes (the theme, and a signed-out visitor's price alerts and trips), what each holds, for how long, and how to
 * delete it.
 */
export const privacyPolicy: LegalDocumentProps = {
  title: 'Privacy Policy',
  lastUpdated: 'January 2025',
  intro:
    'Farewise helps you pay less for travel. This policy explains what we collect when you use Farewise, why, and the choices you have.',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'Account details you give us: username, email address, optional first and last name, and your password, which we store only as a salted scrypt hash.',
        'Travel preferences you save: budget range, favourite destinations, travel companions, saved searches and price alerts.',
        'Searches you run: origin, destination, dates and travellers. We record the lowest fare each search observes to build price history for everyone, without linking it to you.',
        'Messages you send with the contact form (name, email, subject, category and message), kept so we can answer and follow up, and the email address you give for deal alerts, kept until you unsubscribe.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run the service: search fares, show price history and forecasts, keep your saved searches, and send the price alerts you ask for.',
        'To keep Farewise secure: we rate-limit sign-in attempts and log requests with a request id to investigate faults. Logs never contain passwords or session cookies.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'When you sign in we set one session cookie. It is HttpOnly, so scripts cannot read it, and SameSite=Lax. Signing out deletes the session.',
        'We use no advertising or third-party tracking cookies.',
      ],
    },
    {
      heading: 'What stays in your browser',
      paragraphs: [
        `Your theme choice (light, dark or system) is kept in this browser's local storage under "${THEME_STORAGE_KEY}".`,
        `Price alerts you create without signing in are kept only in this browser, under "${LOCAL_ALERTS_KEY}": each alert's departure and arrival airports, target price, alert type and drop percentage, its active, email and push switches, and when you made it. They never reach us, so they send no emails, until you sign in and import them into your account.`,
        `Trips you plan without signing in are kept the same way, under "${LOCAL_TRIPS_KEY}": each trip's title, description, destination, dates, travellers, budget and its split, preferences, tags and itinerary items, with a random id and the time you saved it.`,
        'None of it expires: alerts and trips stay in this browser until you delete them. Delete an alert on the Price Alerts page or a trip in My Trips; importing them after you sign in moves them into your account and removes them from the browser. To remove all of it at once (your theme too), clear this site’s data in your browser’s settings.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell your data. When live flight or hotel data is switched on, we send the search itself (airports, dates, travellers) to our data provider, never your identity.',
        'We disclose information when the law requires it.',
      ],
    },
    {
      heading: 'Retention and your rights',
      paragraphs: [
        'We keep account data while your account exists. You can ask us for a copy of your data, to correct it, or to delete your account and everything linked to it.',
        'Write to us through the Contact Us page; we answer within 24 hours.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['Farewise is for people aged 18 and over. We do not knowingly collect data from anyone younger.'],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'If we change this policy we update the date above and, for significant changes, tell signed-in users.',
      ],
    },
  ],
};

/** The terms of service (spec 02 §2, §9: minimum age 18, one account per person, last updated January 2025). */
export const termsOfService: LegalDocumentProps = {
  title: 'Terms of Service',
  lastUpdated: 'January 2025',
  intro: 'These terms govern your use of Farewise. By using Farewise you agree to them.',
  sections: [
    {
      heading: 'Eligibility',
      paragraphs: ['You must be at least 18 years old to create an account or use Farewise.'],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You may hold one account per person. Keep your password secret; you are responsible for what happens under your account.',
        'Give accurate details and keep them up to date.',
      ],
    },
    {
      heading: 'Prices, predictions and bookings',
      paragraphs: [
        'Fares and hotel rates come from our data providers or, in demo mode, from the Farewise pricing model. They can change at any time until you book.',
        'Price forecasts, best-month predictions and buy-or-wait advice are estimates with a stated confidence, not promises. Farewise charges no booking fees; bookings are contracts between you and the airline, hotel or agent.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not scrape, overload or attack the service, use it to break the law, or try to reach other people’s data.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Farewise is provided as is. To the extent the law allows, we are not liable for losses from price changes, provider errors or interruptions of the service.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: ['We may update these terms; the date above shows when. Questions go through the Contact Us page.'],
    },
  ],
};
