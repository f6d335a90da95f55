import { describe, expect, it } from 'vitest';
import { describeProviders } from './status';

describe('describeProviders', () => {
  it('reports demo (offline) providers when nothing is configured', () => {
    expect(describeProviders({ duffelToken: undefined, openai: undefined })).toEqual({
      flights: { configured: false, provider: 'offline', environment: 'offline' },
      hotels: { configured: false, provider: 'offline' },
      ai: { configured: false, provider: 'offline' },
    });
  });

  it('reports Duffel flights and stays live, and flags the test environment by token prefix', () => {
    expect(describeProviders({ duffelToken: 'duffel_test_abc', openai: undefined }).flights).toEqual({
      configured: true,
      provider: 'duffel',
      environment: 'test',
    });
    expect(describeProviders({ duffelToken: 'duffel_live_abc', openai: undefined }).flights.environment).toBe('live');
    expect(describeProviders({ duffelToken: 'duffel_test_abc', openai: undefined }).hotels).toEqual({
      configured: true,
      provider: 'duffel',
    });
  });

  it('reports the OpenAI-compatible advisor and its model when an API key is set, the offline one otherwise', () => {
    const openai = { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' };
    expect(describeProviders({ duffelToken: undefined, openai }).ai).toEqual({
      configured: true,
      provider: 'openai-compatible',
      model: 'llama3.1',
    });
    expect(describeProviders({ duffelToken: undefined, openai: undefined }).ai).not.toHaveProperty('model');
  });
});
