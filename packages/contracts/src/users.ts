import { z } from 'zod/mini';
import { PASSWORD_MIN, USERNAME_LENGTH, CABINS } from './constants';
import { IataCode, IsoDateTime, PriceSetting, RiskSetting, Usd } from './common';

/** Username rule (spec 01 §5): 3–30 letters, numbers and underscores. */
export const Username = z
  .string()
  .check(
    z.trim(),
    z.minLength(USERNAME_LENGTH.min, `Username must be at least ${USERNAME_LENGTH.min} characters`),
    z.maxLength(USERNAME_LENGTH.max, `Username must be at most ${USERNAME_LENGTH.max} characters`),
    z.regex(/^\w+$/, 'Username may contain letters, numbers and underscores only'),
  );

/** Password rule (spec 01 §5): at least 8 characters with letters and numbers. */
export const Password = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(256, 'Password must be at most 256 characters'),
    z.regex(/[A-Za-z]/, 'Password must contain a letter'),
    z.regex(/\d/, 'Password must contain a number'),
  );

const OptionalName = z.optional(z.string().check(z.trim(), z.maxLength(60, 'Name must be at most 60 characters')));

/** Body of `POST /api/auth/register` (spec 01 §7). */
export const RegisterRequest = z.object({
  username: Username,
  email: z.email('Enter a valid email address').check(z.maxLength(254)),
  password: Password,
  firstName: OptionalName,
  lastName: OptionalName,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Body of `POST /api/auth/login`: `username` takes a username or an email (spec 01 §7). */
export const LoginRequest = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Username or email is required'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(256)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * Body of `POST /api/auth/password`: the current password, and a new one under the registration rule (spec 01 §5)
 * that differs from it.
 */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Current password is required'), z.maxLength(256)),
    newPassword: Password,
  })
  .check(
    z.refine((change) => change.currentPassword !== change.newPassword, {
      path: ['newPassword'],
      message: 'New password must differ from the current one',
    }),
  );
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * The Change password form: the `ChangePasswordRequest` fields, checked by its rules, and the new password typed
 * again, which must match it. Only the request's two fields are sent.
 */
export const ChangePasswordFields = z.safeExtend(ChangePasswordRequest, { confirmPassword: z.string() }).check(
  z.refine((fields) => fields.confirmPassword === fields.newPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  }),
);
export type ChangePasswordFields = z.infer<typeof ChangePasswordFields>;

/**
 * Travel preferences of a user (spec 01 §3). Beyond the spec: `riskSetting`, the buy/wait advice's risk setting
 * the traveller chose in a price history panel (issue 17); none means Save the most.
 */
export const UserPreferences = z.object({
  budgetRange: z.object({ min: Usd, max: Usd, currency: z.literal('USD') }),
  favoriteDestinations: z.array(z.string().check(z.maxLength(80))).check(z.maxLength(50)),
  travelCompanions: z.number().check(z.int(), z.gte(0), z.lte(20)),
  riskSetting: z.optional(RiskSetting),
});

/** A user as the API returns it: never with a password (spec 01 §3). */
export const User = z.object({
  id: z.number().check(z.int(), z.positive()),
  username: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  createdAt: IsoDateTime,
  preferences: UserPreferences,
  notifications: z.object({ priceAlerts: z.boolean(), dealAlerts: z.boolean() }),
});
export type User = z.infer<typeof User>;

/**
 * `GET /api/auth/session`: who is signed in, `null` for a visitor. It answers 200 either way, so a signed-out
 * visit logs no failed request in the browser's console (`GET /api/auth/me` keeps its 401).
 */
export const SessionResponse = z.object({ user: z.nullable(User) });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** Body of `PATCH /api/users/{id}`: any of the editable profile fields. */
export const UpdateUserRequest = z.partial(
  z.object({
    firstName: OptionalName,
    lastName: OptionalName,
    preferences: z.partial(UserPreferences),
    notifications: z.partial(z.object({ priceAlerts: z.boolean(), dealAlerts: z.boolean() })),
  }),
);
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/** A saved flight search (spec 01 §3). */
export const SavedSearch = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  origin: z.string().check(z.length(3)),
  destination: z.string().check(z.length(3)),
  travelers: z.number().check(z.int(), z.gte(1), z.lte(9)),
  travelClass: z.enum(CABINS),
  maxPrice: z.nullable(Usd),
  isRoundTrip: z.boolean(),
  lastSearched: IsoDateTime,
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** Body of `POST /api/saved-searches`. */
export const CreateSavedSearchRequest = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80, 'Name must be at most 80 characters')),
  origin: IataCode,
  destination: IataCode,
  travelers: z._default(z.number().check(z.int(), z.gte(1), z.lte(9)), 1),
  travelClass: z._default(z.enum(CABINS), 'economy'),
  maxPrice: z._default(z.nullable(PriceSetting), null),
  isRoundTrip: z._default(z.boolean(), true),
});
export type CreateSavedSearchRequest = z.input<typeof CreateSavedSearchRequest>;

/** The Save this search form: the `name` of a {@link CreateSavedSearchRequest}, under its rules. */
export const SavedSearchName = z.pick(CreateSavedSearchRequest, { name: true });
