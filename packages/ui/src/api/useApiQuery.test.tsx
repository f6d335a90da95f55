import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useApiQuery } from './useApiQuery';

function Greeting() {
  const query = useApiQuery<string>({ queryKey: ['greeting'], queryFn: () => 'hello' });
  return <p>{query.isPending ? 'pending' : query.data}</p>;
}

const render = (client: QueryClient) =>
  renderToString(
    <QueryClientProvider client={client}>
      <Greeting />
    </QueryClientProvider>,
  );

describe('useApiQuery while a page is rendered on the server or hydrated', () => {
  it('draws the query as yet unanswered, as the prerendered page did, though its answer is in the cache', () => {
    const client = new QueryClient();
    client.setQueryData(['greeting'], 'hello');
    expect(render(client)).toBe('<p>pending</p>');
  });

  it('draws what an empty cache with the client’s defaults draws', () => {
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    client.setQueryData(['greeting'], 'hello');
    expect(render(client)).toBe(render(new QueryClient({ defaultOptions: { queries: { enabled: false } } })));
  });
});
