import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';

/**
 * One scripted reply of the fake chat endpoint: tool calls (their arguments streamed in two pieces, as models
 * do), streamed text, an HTTP error status, or no answer at all.
 */
export type FakeTurn =
  { toolCalls: { name: string; arguments: unknown }[] } | { content: string[] } | { status: number } | { hang: true };

/** An OpenAI-compatible chat endpoint run inside a test (AI issue: "tests run against a fake server"). */
export interface FakeOpenAI {
  /** The base URL to give the client, ending in `/v1`. */
  baseUrl: string;
  /** The chat completion requests it has received, in order. */
  requests: ChatCompletionCreateParams[];
  close: () => Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

function reply(turn: FakeTurn, res: ServerResponse, requestNumber: number): void {
  if ('hang' in turn) return;
  if ('status' in turn) {
    res.writeHead(turn.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  res.write(chunk({ role: 'assistant', content: '' }));
  if ('content' in turn) {
    for (const text of turn.content) res.write(chunk({ content: text }));
    res.write(chunk({}, 'stop'));
  } else {
    turn.toolCalls.forEach(({ name, arguments: args }, index) => {
      const json = JSON.stringify(args);
      const half = Math.floor(json.length / 2);
      const id = `call_${requestNumber}_${index}`;
      res.write(
        chunk({ tool_calls: [{ index, id, type: 'function', function: { name, arguments: json.slice(0, half) } }] }),
      );
      res.write(chunk({ tool_calls: [{ index, function: { arguments: json.slice(half) } }] }));
    });
    res.write(chunk({}, 'tool_calls'));
  }
  res.end('data: [DONE]\n\n');
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const part of req) text += String(part);
  return JSON.parse(text);
}

/**
 * Starts a fake OpenAI-compatible server on a free loopback port. `script` picks the reply to each
 * `POST /v1/chat/completions` from its body (the conversation so far) and its number (0 for the first).
 */
export async function startFakeOpenAI(
  script: (request: ChatCompletionCreateParams, number: number) => FakeTurn,
): Promise<FakeOpenAI> {
  const requests: ChatCompletionCreateParams[] = [];
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    readJson(req).then(
      (body) => {
        const request = body as ChatCompletionCreateParams;
        requests.push(request);
        reply(script(request, requests.length - 1), res, requests.length - 1);
      },
      () => res.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The sources a tool answered in a request's conversation: `{ cite, label, value }` of every tool message. */
export function sourcesGiven(request: ChatCompletionCreateParams): { cite: string; label: string; value: string }[] {
  return request.messages.flatMap((message) => {
    if (message.role !== 'tool' || typeof message.content !== 'string') return [];
    const result = JSON.parse(message.content) as { sources?: { cite: string; label: string; value: string }[] };
    return result.sources ?? [];
  });
}
