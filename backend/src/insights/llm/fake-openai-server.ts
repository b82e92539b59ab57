/**
 * A local server speaking the OpenAI chat-completions protocol, for adapter and API tests. Each
 * request takes the next scripted reply; requests are kept so tests can check what was sent.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { content: string; finishReason?: string; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } }
  | { refusal: string }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { hang: true };

export interface FakeRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } } };
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: FakeRequest[];
  reply(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

const completion = (message: object, finishReason: string, usage: object) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'fake-model-2026',
  choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason, logprobs: null }],
  usage,
});

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
      const reply = queue.shift() ?? { status: 500, body: { error: { message: 'no scripted reply' } } };
      if ('hang' in reply) {
        hanging.add(() => res.destroy());
        return;
      }
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const usage = { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 };
      if ('status' in reply) send(reply.status, reply.body ?? { error: { message: `status ${reply.status}` } }, reply.headers);
      else if ('refusal' in reply) send(200, completion({ content: null, refusal: reply.refusal }, 'stop', usage));
      else {
        const answer = () => send(200, completion({ content: reply.content, refusal: null }, reply.finishReason ?? 'stop', reply.usage ?? usage));
        if (reply.delayMs) setTimeout(answer, reply.delayMs);
        else answer();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    async close() {
      for (const destroy of hanging) destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
