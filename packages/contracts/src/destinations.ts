import { z } from 'zod/mini';

/** Destination categories seen in both specs. */
export const DestinationCategory = z.enum(['city', 'beach', 'mountain', 'adventure', 'other']);
export type DestinationCategory = z.infer<typeof DestinationCategory>;

/**
 * A destination (spec 01 §3, spec 02 §3). `averagePrice` is USD; `priceChange` a signed percent, which
 * spec 02 allows as a number or a numeric string.
 */
export const Destination = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  category: DestinationCategory,
  imageUrl: z.string(),
  description: z.string(),
  averagePrice: z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))]),
  priceChange: z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?%?$/))]),
  trending: z.boolean(),
  iataCode: z.string().check(z.length(3)),
});
export type Destination = z.infer<typeof Destination>;

/** Response of `GET /api/destinations`. */
export const DestinationList = z.array(Destination);
