import { z } from 'zod/mini';
import { ALERT_TYPES, DEFAULT_DROP_PERCENTAGE, DROP_PERCENTAGES } from './constants';
import { IataCode, IsoDateTime, MAX_PRICE_SETTING, PriceSetting, RouteLike, Usd } from './common';

/** Body of `POST /api/price-alerts` as created from home results (spec 01 §3, §7). `targetPrice` is USD as text. */
export const CreateRouteAlertRequest = z.object({
  route: RouteLike,
  targetPrice: z.string().check(
    z.regex(/^\d+(\.\d{1,2})?$/, 'Target price must be an amount in USD, such as 450 or 450.00'),
    z.refine((text) => Number(text) <= MAX_PRICE_SETTING, 'Target price must be at most $1,000,000'),
  ),
  active: z.boolean(),
});
export type CreateRouteAlertRequest = z.infer<typeof CreateRouteAlertRequest>;

/** The Create price alert form: the `targetPrice` of a {@link CreateRouteAlertRequest}, under its rules. */
export const RouteAlertTargetPrice = z.pick(CreateRouteAlertRequest, { targetPrice: true });

const DropPercentage = z.literal(DROP_PERCENTAGES);

/** A full price alert as on the /price-alerts page (spec 02 §3). Prices are USD. */
export const PriceAlert = z.object({
  id: z.number().check(z.int(), z.positive()),
  origin: z.string().check(z.length(3)),
  destination: z.string().check(z.length(3)),
  targetPrice: Usd,
  currentPrice: z.nullable(Usd),
  isActive: z.boolean(),
  alertType: z.enum(ALERT_TYPES),
  dropPercentage: DropPercentage,
  createdAt: IsoDateTime,
  lastTriggered: z.nullable(IsoDateTime),
  notifications: z.object({ email: z.boolean(), push: z.boolean() }),
});
export type PriceAlert = z.infer<typeof PriceAlert>;

/** Body that creates a full alert; new alerts are active with email and push on (spec 02 §4). */
export const CreatePriceAlertRequest = z.object({
  origin: IataCode,
  destination: IataCode,
  targetPrice: PriceSetting.check(z.positive('Target price must be more than 0')),
  alertType: z._default(z.enum(ALERT_TYPES), 'below'),
  dropPercentage: z._default(DropPercentage, DEFAULT_DROP_PERCENTAGE),
});
export type CreatePriceAlertRequest = z.input<typeof CreatePriceAlertRequest>;

/** Body of `PATCH /api/price-alerts/{id}`: toggles and target changes. */
export const UpdatePriceAlertRequest = z.partial(
  z.object({
    isActive: z.boolean(),
    targetPrice: PriceSetting.check(z.positive()),
    notifications: z.partial(z.object({ email: z.boolean(), push: z.boolean() })),
  }),
);
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
