import { describe, expect, it } from 'vitest';
import {
  AirportSearchQuery,
  FlightSearchQuery,
  QuestionnaireQuery,
  RegisterRequest,
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
