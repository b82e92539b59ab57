import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readBodyInPieces } from './body-pieces.ts';

/** Reads `chunks` through readBodyInPieces as a request of `headers` with `bodyLimit`; what it was handed. */
function read(chunks: (Buffer | Error)[], { bodyLimit = 1000, headers = {} as Record<string, string>, largeAt = 10 } = {}) {
  const payload = new PassThrough();
  const request = { routeOptions: { bodyLimit }, headers } as unknown as FastifyRequest;
  const seen: string[] = [];
  const pieces: Buffer[] = [];
  const settled = new Promise<void>((resolve) => {
    readBodyInPieces(request, payload, {
      largeAt,
      small: (body) => {
        seen.push(`small ${body.toString()}`);
        resolve();
      },
      fail: (error) => {
        seen.push(`fail ${(error as Error & { code?: string }).code ?? error.message} ${(error as Error & { statusCode?: number }).statusCode}`);
        resolve();
      },
      large: () => {
        seen.push('large');
        return {
          piece: (bytes) => pieces.push(Buffer.from(bytes)),
          end: () => {
            seen.push(`end ${Buffer.concat(pieces).toString()}`);
            resolve();
          },
          abandon: () => seen.push('abandon'),
        };
      },
    });
  });
  for (const chunk of chunks) {
    if (chunk instanceof Error) payload.destroy(chunk);
    else payload.write(chunk);
  }
  if (!chunks.some((chunk) => chunk instanceof Error)) payload.end();
  return settled.then(() => ({ seen, pieces: pieces.map(String) }));
}

const bytes = (text: string) => Buffer.from(text);

describe('a request body read in pieces', () => {
  it('hands a small body over whole, joined', async () => {
    expect(await read([bytes('{"a"'), bytes(':1}')])).toEqual({ seen: ['small {"a":1}'], pieces: [] });
    expect(await read([])).toEqual({ seen: ['small '], pieces: [] });
  });

  it('hands a large body on piece by piece, the pieces before it was known to be large first', async () => {
    expect(await read([bytes('{"csv":'), bytes('"abcdef'), bytes('ghij"}')])).toEqual({
      seen: ['large', 'end {"csv":"abcdefghij"}'],
      pieces: ['{"csv":', '"abcdef', 'ghij"}'],
    });
    // Declared large: from its first piece.
    const declared = await read([bytes('{"csv":"abcdefghij"}')], { headers: { 'content-length': '20' } });
    expect(declared.seen).toEqual(['large', 'end {"csv":"abcdefghij"}']);
  });

  it("refuses a body over the route's limit as Fastify does: declared (before reading) or as it arrives", async () => {
    expect(await read([bytes('x'.repeat(50))], { bodyLimit: 40, headers: { 'content-length': '50' } })).toEqual({ seen: ['fail FST_ERR_CTP_BODY_TOO_LARGE 413'], pieces: [] });
    // Undeclared (chunked): refused once it passes the limit; the pieces handed on so far are abandoned.
    expect((await read([bytes('x'.repeat(30)), bytes('x'.repeat(30))], { bodyLimit: 40 })).seen).toEqual(['large', 'abandon', 'fail FST_ERR_CTP_BODY_TOO_LARGE 413']);
    expect((await read([bytes('x'.repeat(5)), bytes('x'.repeat(30))], { bodyLimit: 20, largeAt: 100 })).seen).toEqual(['fail FST_ERR_CTP_BODY_TOO_LARGE 413']);
  });

  it('refuses a body shorter or longer than declared, and a stream that fails (a 400), abandoning its pieces', async () => {
    expect((await read([bytes('x'.repeat(15))], { headers: { 'content-length': '30' } })).seen).toEqual(['large', 'abandon', 'fail FST_ERR_CTP_INVALID_CONTENT_LENGTH 400']);
    expect((await read([bytes('x'.repeat(5))], { headers: { 'content-length': '3' } })).seen).toEqual(['fail FST_ERR_CTP_INVALID_CONTENT_LENGTH 400']);
    expect((await read([bytes('x'.repeat(15)), new Error('aborted')])).seen).toEqual(['large', 'abandon', 'fail aborted 400']);
  });
});
