/**
 * The local gateway takes request bodies up to API Gateway's 10 MB and answers a larger one 413 without calling the
 * function (issue 22: a signed 60 MB webhook was accepted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../gateway.js';
import { MAX_PAYLOAD_BYTES } from './limits.js';

let gateway: Gateway;
const bodies: number[] = [];

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    log: () => undefined,
    loadHandler: async () => async (event: { body?: string; isBase64Encoded?: boolean }) => {
      bodies.push(Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8').length);
      return { statusCode: 200, body: '{}' };
    },
  });
});

afterAll(() => gateway.close());

const post = (body: Buffer | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}/v1/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

/** A body of `size` bytes sent in 1 MB chunks without a content-length (chunked transfer encoding). */
function chunked(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(left, 1024 * 1024);
      left -= n;
      controller.enqueue(new Uint8Array(n).fill(0x20));
    },
  });
}

describe('request payload quota', () => {
  it('passes a body of exactly 10 MB to the function', async () => {
    bodies.length = 0;
    const res = await post(Buffer.alloc(MAX_PAYLOAD_BYTES, 0x20));
    expect(res.status).toBe(200);
    expect(bodies).toEqual([MAX_PAYLOAD_BYTES]);
  });

  it('answers 413 to a 60 MB body (content-length) and never calls the function', async () => {
    bodies.length = 0;
    const res = await post(Buffer.alloc(60 * 1024 * 1024, 0x20));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
    expect(bodies).toEqual([]);
  });

  it('answers 413 to a chunked body that grows past 10 MB', async () => {
    bodies.length = 0;
    const res = await post(chunked(MAX_PAYLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect(bodies).toEqual([]);
  });
});
