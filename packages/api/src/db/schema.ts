import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BudgetDistribution,
  ExpenseCategory,
  ItineraryItem,
  TripDetail,
  TripDocument,
  TripStatus,
  User,
} from '@farewise/contracts';

/** Curated destinations (spec 01 §3, spec 02 §3), seeded at start. Prices in whole USD. */
export const destinations = pgTable('destinations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  category: text('category', { enum: ['city', 'beach', 'mountain', 'adventure', 'other'] }).notNull(),
  imageUrl: text('image_url').notNull(),
  description: text('description').notNull(),
  averagePrice: integer('average_price').notNull(),
  priceChange: real('price_change').notNull(),
  trending: boolean('trending').notNull().default(false),
  iataCode: char('iata_code', { length: 3 }).notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The lowest fare each search observed (USD, one way, per person), one row per route, search day and departure
 * day, keeping the lowest. Price history is built from these where they exist.
 */
export const priceObservations = pgTable(
  'price_observations',
  {
    route: text('route').notNull(),
    observedOn: date('observed_on').notNull(),
    departureDate: date('departure_date').notNull(),
    lowestFare: real('lowest_fare').notNull(),
    searches: integer('searches').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.route, table.observedOn, table.departureDate] })],
);

/**
 * Accounts (spec 01 §3, User). Usernames and emails are unique without regard to case. `passwordHash` is a PHC
 * string of scrypt and its parameters; it never leaves the repository.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    preferences: jsonb('preferences').$type<User['preferences']>().notNull(),
    notifications: jsonb('notifications').$type<User['notifications']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${table.email})`),
  ],
);

/** Signed-in sessions. Only the SHA-256 of the cookie's random id is stored, so a leaked table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** A user's saved flight searches (spec 01 §3, Saved search). `maxPrice` in USD. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    origin: char('origin', { length: 3 }).notNull(),
    destination: char('destination', { length: 3 }).notNull(),
    travelers: integer('travelers').notNull(),
    travelClass: text('travel_class', { enum: ['economy', 'premium', 'business'] }).notNull(),
    maxPrice: real('max_price'),
    isRoundTrip: boolean('is_round_trip').notNull(),
    lastSearched: timestamp('last_searched', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_searches_user').on(table.userId)],
);

/**
 * Price alerts (spec 02 §3). Prices in USD per person, one way. `referencePrice` is the fare when the alert was
 * made: a `drop` alert fires when the fare falls `dropPercentage` below it.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    origin: char('origin', { length: 3 }).notNull(),
    destination: char('destination', { length: 3 }).notNull(),
    targetPrice: real('target_price').notNull(),
    referencePrice: real('reference_price').notNull(),
    currentPrice: real('current_price'),
    isActive: boolean('is_active').notNull().default(true),
    alertType: text('alert_type', { enum: ['below', 'drop'] }).notNull(),
    dropPercentage: integer('drop_percentage').notNull(),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastTriggered: timestamp('last_triggered', { withTimezone: true }),
  },
  (table) => [index('price_alerts_user').on(table.userId), index('price_alerts_active').on(table.isActive)],
);

/** Messages sent with the contact form (spec 02 Contact). Kept so none is lost if mail delivery fails. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  category: text('category').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Deal-alert newsletter subscribers (spec 02 Travel deals): one row per address, compared case-insensitively. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_lower').on(sql`lower(${table.email})`)],
);

/**
 * Trips (trips issue): each a user's, with its wizard answers, traveller names and document checklist. Money in
 * integer cents of USD, so sums stay exact; dates are calendar days. `clientId` is the id a signed-out traveller's
 * browser gave the trip: unique per user, so importing the same local trip twice stores it once. `shareToken` is
 * the secret of the trip's read-only link, null when it is not shared.
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    destination: text('destination').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    travelers: integer('travelers').notNull(),
    status: text('status').$type<TripStatus>().notNull(),
    totalBudgetCents: integer('total_budget_cents').notNull(),
    coverImageUrl: text('cover_image_url').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    preferences: jsonb('preferences').$type<TripDetail['preferences']>(),
    budgetDistribution: jsonb('budget_distribution').$type<BudgetDistribution>().notNull(),
    travellerNames: jsonb('traveller_names').$type<string[]>().notNull(),
    documents: jsonb('documents').$type<TripDocument[]>().notNull(),
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('trips_user_start').on(table.userId, table.startDate),
    uniqueIndex('trips_user_client').on(table.userId, table.clientId),
    uniqueIndex('trips_share_token').on(table.shareToken),
  ],
);

/** A trip's itinerary items (spec 02 §3), deleted with it. `costCents` in integer cents of USD; `time` `HH:mm` or ''. */
export const tripItems = pgTable(
  'trip_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    type: text('type').$type<ItineraryItem['type']>().notNull(),
    title: text('title').notNull(),
    date: date('date').notNull(),
    time: text('time').notNull(),
    location: text('location').notNull(),
    costCents: integer('cost_cents').notNull(),
    isBooked: boolean('is_booked').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('trip_items_trip').on(table.tripId)],
);

/** A trip's expenses (trips issue), deleted with it. `amountCents` in integer cents of USD; names are travellers'. */
export const tripExpenses = pgTable(
  'trip_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    category: text('category').$type<ExpenseCategory>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    date: date('date').notNull(),
    note: text('note').notNull(),
    paidBy: text('paid_by').notNull(),
    splitBetween: jsonb('split_between').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('trip_expenses_trip').on(table.tripId)],
);

/**
 * Rate-limit counters shared by every API process on one PostgreSQL (rate-limiter-flexible's Drizzle store): the
 * key is the limit's name and the client, `points` the requests counted in the window that ends at `expire`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
