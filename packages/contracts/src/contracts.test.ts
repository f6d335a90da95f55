import { describe, expect, it } from 'vitest';
import {
  AirportSearchQuery,
  ChangePasswordFields,
  ExpenseInput,
  FlightSearchQuery,
  ItineraryItemInput,
  QuestionnaireQuery,
  RegisterRequest,
  UpdateTripRequest,
  buildPath,
  endpoints,
} from './index';

describe('endpoint table', () => {
  it('covers every call of spec 01 §7 and spec 02 §7', () => {
    const table = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(table).toEqual(
      expect.arrayContaining([
        'GET /api/airports/search',
        'GET /api/flights/search',
        'GET /api/price-history/:route',
        'POST /api/price-alerts',
        'GET /api/questionnaire/:step',
        'GET /api/destinations',
        'GET /api/status',
        'POST /api/auth/register',
        'POST /api/auth/login',
        'GET /api/users/:id/saved-searches',
        'DELETE /api/saved-searches/:id',
        'GET /api/ai/recommendations/:userId',
        'POST /api/ai/smart-query',
        'POST /api/flights/flexible-search',
        'GET /api/hotels/search',
      ]),
    );
  });

  it('has no two endpoints on the same method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills and encodes path parameters, and names a missing one', () => {
    expect(buildPath('/api/price-history/:route', { route: 'NYC-PAR' })).toBe('/api/price-history/NYC-PAR');
    expect(buildPath('/api/users/:id/saved-searches', { id: 7 })).toBe('/api/users/7/saved-searches');
    expect(buildPath('/api/x/:id', { id: 'a/b' })).toBe('/api/x/a%2Fb');
    expect(() => buildPath('/api/users/:id')).toThrow('Missing path parameter "id" for /api/users/:id');
  });
});

describe('validation rules (spec 01 §5)', () => {
  it('airport text needs 2 to 64 characters', () => {
    expect(AirportSearchQuery.safeParse({ q: 'p' }).error?.issues[0]?.message).toBe(
      'Search text must be at least 2 characters',
    );
    expect(AirportSearchQuery.parse({ q: ' pa ' })).toEqual({ q: 'pa' });
    expect(AirportSearchQuery.safeParse({ q: 'x'.repeat(65) }).success).toBe(false);
  });

  it('a flight search needs two different IATA codes', () => {
    expect(FlightSearchQuery.parse({ origin: 'jfk', destination: 'cdg' })).toMatchObject({
      origin: 'JFK',
      destination: 'CDG',
    });
    expect(FlightSearchQuery.safeParse({ origin: 'JFK', destination: 'jfk' }).error?.issues[0]?.message).toBe(
      'Origin and destination must be different airports',
    );
    expect(FlightSearchQuery.safeParse({ origin: 'JFKX', destination: 'CDG' }).success).toBe(false);
  });

  it('registration: username 3–30 word characters, email, password ≥ 8 with letters and numbers', () => {
    const valid = { username: 'ana_v', email: 'ana@example.com', password: 'secret123' };
    expect(RegisterRequest.safeParse(valid).success).toBe(true);
    const messages = (input: object) =>
      RegisterRequest.safeParse({ ...valid, ...input }).error?.issues.map((i) => i.message);
    expect(messages({ username: 'ab' })).toEqual(['Username must be at least 3 characters']);
    expect(messages({ username: 'ana v' })).toEqual(['Username may contain letters, numbers and underscores only']);
    expect(messages({ email: 'nope' })).toEqual(['Enter a valid email address']);
    expect(messages({ password: 'short1' })).toEqual(['Password must be at least 8 characters']);
    expect(messages({ password: 'lettersonly' })).toEqual(['Password must contain a number']);
  });

  it('the change password form: the new password follows the registration rule, differs, and is typed twice', () => {
    const valid = { currentPassword: 'voyage2026', newPassword: 'horizon2027', confirmPassword: 'horizon2027' };
    expect(ChangePasswordFields.parse(valid)).toEqual(valid);
    const messages = (input: object) =>
      ChangePasswordFields.safeParse({ ...valid, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({ currentPassword: '' })).toEqual([['currentPassword', 'Current password is required']]);
    expect(messages({ newPassword: 'short1', confirmPassword: 'short1' })).toEqual([
      ['newPassword', 'Password must be at least 8 characters'],
    ]);
    expect(messages({ newPassword: 'voyage2026', confirmPassword: 'voyage2026' })).toEqual([
      ['newPassword', 'New password must differ from the current one'],
    ]);
    expect(messages({ confirmPassword: 'horizon2028' })).toEqual([['confirmPassword', 'Passwords do not match']]);
  });

  it('questionnaire preferences must be JSON answering all five steps with their own options', () => {
    const answers = { 1: 'beach', 2: 'week', 3: 'summer', 4: 'couple', 5: 'mid-range' };
    expect(QuestionnaireQuery.parse({ preferences: JSON.stringify(answers) }).preferences).toEqual(answers);
    expect(QuestionnaireQuery.safeParse({ preferences: '{bad' }).error?.issues[0]?.message).toBe(
      'preferences must be valid JSON',
    );
    expect(QuestionnaireQuery.safeParse({ preferences: JSON.stringify({ ...answers, 1: 'moon' }) }).success).toBe(
      false,
    );
  });
});

describe('trips (trips issue)', () => {
  const expense = {
    category: 'food',
    amount: 42.5,
    date: '2026-05-04',
    note: 'Dinner',
    paidBy: 'Ana',
    splitBetween: ['Ana', 'Ben'],
  } as const;

  it('takes an expense in USD with at most 2 decimals, paid by one traveller and split between at least one', () => {
    expect(ExpenseInput.parse(expense)).toEqual(expense);
    const messages = (change: object) =>
      ExpenseInput.safeParse({ ...expense, ...change }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages({ amount: 0 })).toEqual(['amount: Enter an amount above $0']);
    expect(messages({ amount: 1.005 })).toEqual(['amount: Use at most 2 decimals']);
    expect(messages({ splitBetween: [] })).toEqual(['splitBetween: Split it between at least one traveller']);
    expect(messages({ paidBy: ' ' })).toEqual(['paidBy: Name each traveller']);
  });

  it('takes an itinerary item with an optional HH:mm time', () => {
    const item = {
      type: 'activity',
      title: 'Louvre',
      date: '2026-05-04',
      time: '',
      location: '',
      cost: 22,
      isBooked: false,
    };
    expect(ItineraryItemInput.safeParse(item).success).toBe(true);
    expect(ItineraryItemInput.safeParse({ ...item, time: '9:30' }).error?.issues[0]?.message).toBe(
      'Use a time such as 09:30',
    );
    expect(ItineraryItemInput.safeParse({ ...item, title: '  ' }).error?.issues[0]?.message).toBe(
      'Give the item a title',
    );
  });

  it('updates a trip only with an end on or after its start', () => {
    expect(UpdateTripRequest.safeParse({ status: 'booked' }).success).toBe(true);
    expect(
      UpdateTripRequest.safeParse({ startDate: '2026-05-04', endDate: '2026-05-03' }).error?.issues[0]?.message,
    ).toBe('End date must be on or after the start date');
  });
});
