import { describe, expect, it } from 'vitest';
import { deserialize } from '@phc/format';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('voyage2026', 12);
    expect(await verifyPassword('voyage2026', stored)).toBe(true);
    expect(await verifyPassword('voyage2027', stored)).toBe(false);
  });

  it('stores scrypt with its parameters and a fresh salt, never the password', async () => {
    const [a, b] = await Promise.all([hashPassword('voyage2026', 12), hashPassword('voyage2026', 12)]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('voyage2026');
    expect(deserialize(a)).toMatchObject({ id: 'scrypt', params: { ln: 12, r: 8, p: 1 } });
  });

  it('verifies a hash made at another cost from the parameters it carries', async () => {
    const stored = await hashPassword('voyage2026', 11);
    expect(await verifyPassword('voyage2026', stored)).toBe(true);
  });

  it('hashes at the OWASP cost (N = 2^17) without exceeding scrypt memory limits', async () => {
    const stored = await hashPassword('voyage2026', 17);
    expect(deserialize(stored).params).toEqual({ ln: 17, r: 8, p: 1 });
  });
});
