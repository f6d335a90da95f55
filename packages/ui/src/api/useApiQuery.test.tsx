import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FarewiseProvider } from './FarewiseProvider';
import { endpointQueryKey, type ServerAnswer } from './serverAnswers';
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

function Health() {
  const query = useApiQuery<{ status: string }>({ queryKey: endpointQueryKey('health'), queryFn: () => never() });
  return <p>{query.data?.status ?? 'pending'}</p>;
}
const never = () => new Promise<never>(() => {});

const renderHealth = (props: { initialAnswers?: readonly ServerAnswer[]; queryClient?: QueryClient }) =>
  renderToString(
    <FarewiseProvider {...props}>
      <Health />
    </FarewiseProvider>,
  );

describe('useApiQuery on a page the server rendered from its answers (FarewiseProvider’s initialAnswers)', () => {
  it('draws the answer the page was rendered with, and nothing else in the cache', () => {
    expect(renderHealth({ initialAnswers: [{ endpoint: 'health', body: { status: 'ok' } }] })).toContain('<p>ok</p>');
    const queryClient = new QueryClient();
    queryClient.setQueryData(endpointQueryKey('health'), { status: 'ok' });
    expect(renderHealth({ queryClient })).toContain('<p>pending</p>');
  });

  it('refuses an answer its endpoint’s schema does not admit', () => {
    expect(() => renderHealth({ initialAnswers: [{ endpoint: 'health', body: { status: 'down' } }] })).toThrow(
      /invalid/i,
    );
  });
});
