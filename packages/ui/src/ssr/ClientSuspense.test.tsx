import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientSuspense } from './ClientSuspense';

const Never = lazy(() => new Promise<{ default: () => null }>(() => {}));

describe('ClientSuspense', () => {
  it('draws its fallback on the server, not a boundary the server gave up on', () => {
    const html = renderToString(
      <ClientSuspense fallback={<span>Loading chart</span>}>
        <Never />
      </ClientSuspense>,
    );
    expect(html).toBe('<span>Loading chart</span>');
  });
});
