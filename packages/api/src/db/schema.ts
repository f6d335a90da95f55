import { boolean, char, date, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

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
