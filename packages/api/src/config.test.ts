import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to port 3000 and the embedded database under .data/pglite', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.driver).toBe('pglite');
    expect(config.database).toMatchObject({ dir: expect.stringMatching(/\.data[/\\]pglite$/) });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATABASE_SCHEMA: 'run_1' });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
      schema: 'run_1',
    });
  });

  it('fails fast naming every invalid variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  it('turns the OpenAI-compatible advisor on with OPENAI_API_KEY, gpt-4o-mini unless OPENAI_MODEL says', () => {
    expect(parseConfig({}).providers.openai).toBeUndefined();
    expect(parseConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).providers.openai).toBeUndefined();
    expect(parseConfig({ OPENAI_API_KEY: 'sk-test' }).providers.openai).toEqual({
      apiKey: 'sk-test',
      baseUrl: undefined,
      model: 'gpt-4o-mini',
    });
    expect(
      parseConfig({ OPENAI_API_KEY: 'ollama', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1' })
        .providers.openai,
    ).toEqual({ apiKey: 'ollama', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' });
    expect(() => parseConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'localhost:11434' })).toThrow(
      /OPENAI_BASE_URL/,
    );
  });
});
