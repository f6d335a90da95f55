import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('HttpError', () => {
  it('appears only in http/ and routes/: everything else throws a DomainError', () => {
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !/^(http|routes)[\\/]/.test(file))
      .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('HttpError'));
    expect(offenders).toEqual([]);
  });
});
