import { z } from 'zod';
import { PASSWORD_MIN, USERNAME_LENGTH, CABINS } from './constants';
import { IataCode, IsoDateTime, PriceSetting, RiskSetting, Usd } from './common';

/** Username rule (spec 01 §5): 3–30 letters, numbers and underscores. */
export const Username = z
  .string()
  .trim()
  .min(USERNAME_LENGTH.min, `Username must be at least ${USERNAME_LENGTH.min} characters`)
  .max(USERNAME_LENGTH.max, `Username must be at most ${USERNAME_LENGTH.max} characters`)
  .regex(/^\w+$/, 'Username may contain letters, numbers and underscores only');

/** Password rule (spec 01 §5): at least 8 characters with letters and numbers. */
export const Password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(256, 'Password must be at most 256 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/\d/, 'Password must contain a number');

const OptionalName = z.string().trim().max(60, 'Name must be at most 60 characters').optional();

/** Body of `POST /api/auth/register` (spec 01 §7). */
export const RegisterRequest = z.object({
  username: Username,
  email: z.email('Enter a valid email address').max(254),
  password: Password,
  firstName: OptionalName,
  lastName: OptionalName,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Body of `POST /api/auth/login`: `username` takes a username or an email (spec 01 §7). */
export const LoginRequest = z.object({
  username: z.string().trim().min(1, 'Username or email is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * Body of `POST /api/auth/password`: the current password, and a new one under the registration rule (spec 01 §5)
 * that differs from it.
 */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(256),
    newPassword: Password,
  })
  .refine((change) => change.currentPassword !== change.newPassword, {
    path: ['newPassword'],
    message: 'New password must differ from the current one',
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * The Change password form: the `ChangePasswordRequest` fields, checked by its rules, and the new password typed
 * again, which must match it. Only the request's two fields are sent.
 */
export const ChangePasswordFields = ChangePasswordRequest.safeExtend({ confirmPassword: z.string() }).refine(
  (fields) => fields.confirmPassword === fields.newPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match' },
);
export type ChangePasswordFields = z.infer<typeof ChangePasswordFields>;

/**
 * Travel preferences of a user (spec 01 §3). Beyond the spec: `riskSetting`, the buy/wait advice's risk setting
 * the traveller chose in a price history panel (issue 17); none means Save the most.
 */
export const UserPreferences = z.object({
  budgetRange: z.object({ min: Usd, max: Usd, currency: z.literal('USD') }),
  favoriteDestinations: z.array(z.string().max(80)).max(50),
  travelCompanions: z.number().int().min(0).max(20),
  riskSetting: RiskSetting.optional(),
});

/** A user as the API returns it: never with a password (spec 01 §3). */
export const User = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: IsoDateTime,
  preferences: UserPreferences,
  notifications: z.object({ priceAlerts: z.boolean(), dealAlerts: z.boolean() }),
});
export type User = z.infer<typeof User>;

/**
 * `GET /api/auth/session`: who is signed in, `null` for a visitor. It answers 200 either way, so a signed-out
 * visit logs no failed request in the browser's console (`GET /api/auth/me` keeps its 401).
 */
export const SessionResponse = z.object({ user: User.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** Body of `PATCH /api/users/{id}`: any of the editable profile fields. */
export const UpdateUserRequest = z
  .object({
    firstName: OptionalName,
    lastName: OptionalName,
    preferences: UserPreferences.partial(),
    notifications: z.object({ priceAlerts: z.boolean(), dealAlerts: z.boolean() }).partial(),
  })
  .partial();
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/** A saved flight search (spec 01 §3). */
export const SavedSearch = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  origin: z.string().length(3),
  destination: z.string().length(3),
  travelers: z.number().int().min(1).max(9),
  travelClass: z.enum(CABINS),
  maxPrice: Usd.nullable(),
  isRoundTrip: z.boolean(),
  lastSearched: IsoDateTime,
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** Body of `POST /api/saved-searches`. */
export const CreateSavedSearchRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  origin: IataCode,
  destination: IataCode,
  travelers: z.number().int().min(1).max(9).default(1),
  travelClass: z.enum(CABINS).default('economy'),
  maxPrice: PriceSetting.nullable().default(null),
  isRoundTrip: z.boolean().default(true),
});
export type CreateSavedSearchRequest = z.input<typeof CreateSavedSearchRequest>;
