import { z } from 'zod';
import { ALERT_TYPES, DEFAULT_DROP_PERCENTAGE, DROP_PERCENTAGES } from './constants';
import { IataCode, IsoDateTime, MAX_PRICE_SETTING, PriceSetting, RouteLike, Usd } from './common';

/** Body of `POST /api/price-alerts` as created from home results (spec 01 §3, §7). `targetPrice` is USD as text. */
export const CreateRouteAlertRequest = z.object({
  route: RouteLike,
  targetPrice: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'Target price must be an amount in USD, such as 450 or 450.00')
    .refine((text) => Number(text) <= MAX_PRICE_SETTING, 'Target price must be at most $1,000,000'),
  active: z.boolean(),
});
export type CreateRouteAlertRequest = z.infer<typeof CreateRouteAlertRequest>;

const DropPercentage = z.literal(DROP_PERCENTAGES);

/** A full price alert as on the /price-alerts page (spec 02 §3). Prices are USD. */
export const PriceAlert = z.object({
  id: z.number().int().positive(),
  origin: z.string().length(3),
  destination: z.string().length(3),
  targetPrice: Usd,
  currentPrice: Usd.nullable(),
  isActive: z.boolean(),
  alertType: z.enum(ALERT_TYPES),
  dropPercentage: DropPercentage,
  createdAt: IsoDateTime,
  lastTriggered: IsoDateTime.nullable(),
  notifications: z.object({ email: z.boolean(), push: z.boolean() }),
});
export type PriceAlert = z.infer<typeof PriceAlert>;

/** Body that creates a full alert; new alerts are active with email and push on (spec 02 §4). */
export const CreatePriceAlertRequest = z.object({
  origin: IataCode,
  destination: IataCode,
  targetPrice: PriceSetting.positive('Target price must be more than 0'),
  alertType: z.enum(ALERT_TYPES).default('below'),
  dropPercentage: DropPercentage.default(DEFAULT_DROP_PERCENTAGE),
});
export type CreatePriceAlertRequest = z.input<typeof CreatePriceAlertRequest>;

/** Body of `PATCH /api/price-alerts/{id}`: toggles and target changes. */
export const UpdatePriceAlertRequest = z
  .object({
    isActive: z.boolean(),
    targetPrice: PriceSetting.positive(),
    notifications: z.object({ email: z.boolean(), push: z.boolean() }).partial(),
  })
  .partial();
export type UpdatePriceAlertRequest = z.infer<typeof UpdatePriceAlertRequest>;

/** A dashboard alert card (spec 01 §3): prices in USD, change in percent. */
export const DashboardAlertCard = z.object({
  route: z.string(),
  currentPrice: Usd,
  targetPrice: Usd,
  change: z.number(),
  trend: z.enum(['up', 'down', 'stable']),
});
export type DashboardAlertCard = z.infer<typeof DashboardAlertCard>;
