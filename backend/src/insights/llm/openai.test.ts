import { ChatJudgementSchema } from '@folio/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.ts';
import { OpenAiLlm } from './openai.ts';
import { LlmError } from './port.ts';

let server: FakeOpenAi;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const llm = (timeoutMs = 5_000) => new OpenAiLlm({ apiKey: 'sk-test-secret', baseUrl: server.baseUrl, model: 'gpt-test', timeoutMs });
const ask = (adapter = llm()) =>
  adapter.complete({
    purpose: 'chat',
    messages: [{ role: 'system', content: 'You answer questions.' }, { role: 'user', content: 'How am I doing?' }],
    schema: ChatJudgementSchema,
    schemaName: 'chat_answer',
  });
const good = JSON.stringify({ answer: 'You are up 12%.', confidence: 0.8, followUpQuestions: ['What is my biggest position?'] });

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('OpenAI adapter against a chat-completions server', () => {
  it('sends the model, the messages and a strict JSON schema, and returns the parsed answer with token usage', async () => {
    server.reply({ content: good, usage: { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 } });
    const answer = await ask();
    expect(answer.value).toEqual({ answer: 'You are up 12%.', confidence: 0.8, followUpQuestions: ['What is my biggest position?'] });
    expect(answer).toMatchObject({ attempts: 1, model: 'fake-model-2026', usage: { promptTokens: 321, completionTokens: 45, totalTokens: 366 } });
    const [sent] = server.requests;
    expect(sent!.url).toBe('/v1/chat/completions');
    expect(sent!.headers.authorization).toBe('Bearer sk-test-secret');
    expect(sent!.body.model).toBe('gpt-test');
    expect(sent!.body.messages).toEqual([{ role: 'system', content: 'You answer questions.' }, { role: 'user', content: 'How am I doing?' }]);
    expect(sent!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'chat_answer', strict: true } });
    const schema = JSON.stringify(sent!.body.response_format!.json_schema!.schema);
    expect(schema).toContain('followUpQuestions');
    expect(schema).not.toContain('maxLength');
  });

  it('accepts an answer wrapped in a markdown fence', async () => {
    server.reply({ content: '```json\n' + good + '\n```' });
    expect((await ask()).value.answer).toBe('You are up 12%.');
  });

  it('asks again once when the answer is malformed, naming the problem, and sums the usage', async () => {
    server.reply({ content: '{"answer": "half' }, { content: good });
    const answer = await ask();
    expect(answer.attempts).toBe(2);
    expect(answer.responses).toEqual(['{"answer": "half', good]);
    expect(answer.usage).toEqual({ promptTokens: 200, completionTokens: 100, totalTokens: 300 });
    const retry = server.requests[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: '{"answer": "half' });
    expect(retry.at(-1)!.content).toContain('not valid JSON');
  });

  it('reports a second malformed answer as an error and never returns it', async () => {
    server.reply({ content: JSON.stringify({ answer: 'x', confidence: 7, followUpQuestions: [] }) }, { content: 'not json at all' });
    const error = await failure(ask());
    expect(error).toMatchObject({ kind: 'malformed', status: 502 });
    expect(error.message).toContain('could not be used');
    expect(error.transcript.attempts).toBe(2);
    expect(error.transcript.responses[1]).toBe('not json at all');
    expect(server.requests[1]!.body.messages.at(-1)!.content).toContain('confidence');
  });

  it('treats an answer cut off at the length limit as malformed', async () => {
    server.reply({ content: good, finishReason: 'length' }, { content: good });
    expect((await ask()).attempts).toBe(2);
  });

  it('asks again after a refusal, and reports a second refusal', async () => {
    server.reply({ refusal: 'I cannot give financial advice.' }, { refusal: 'I cannot give financial advice.' });
    const error = await failure(ask());
    expect(error).toMatchObject({ kind: 'refused', status: 502 });
    expect(error.message).toBe('The AI model declined to answer: I cannot give financial advice.');
    expect(server.requests).toHaveLength(2);
  });

  it('fails with 504 when the server does not answer in time, without retrying', async () => {
    server.reply({ hang: true });
    const started = Date.now();
    const error = await failure(ask(llm(300)));
    expect(error).toMatchObject({ kind: 'timeout', status: 504 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(server.requests).toHaveLength(1);
  });

  it('fails with 503 on 429 without retrying, passing on Retry-After', async () => {
    server.reply({ status: 429, body: { error: { message: 'Rate limit reached', type: 'requests' } }, headers: { 'retry-after': '20' } });
    const error = await failure(ask());
    expect(error).toMatchObject({ kind: 'rate-limited', status: 503 });
    expect(error.message).toBe('The AI model provider is rate limiting requests. Please try again in 20 s.');
    expect(server.requests).toHaveLength(1);
  });

  it('names bad credentials without echoing the key', async () => {
    server.reply({ status: 401, body: { error: { message: 'Incorrect API key provided: sk-test-secret' } } });
    const error = await failure(ask());
    expect(error).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(error.message).not.toContain('sk-test');
  });

  it('shows only the origin of the base URL', () => {
    const adapter = new OpenAiLlm({ baseUrl: 'https://user:pass@llm.example.com/openai/v1?key=abc', model: 'm', timeoutMs: 1000 });
    expect(adapter.baseUrl).toBe('https://llm.example.com');
  });
});
