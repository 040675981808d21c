import { createServer, request as httpRequest, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
// This test is where both ends of the contract meet: the server mount, called by the browser's client.
import { ApiError, configureApiClient } from '../../src/api/client';
import { useLocale } from '../../src/api/test-utils';
import { createApiCaller } from '../../src/api/web-api';
import { session, setToken } from '../../src/state/session';
import type { Envelope } from '../../src/schema/envelope';
import { KiB, MiB, WEB_API, type WebApiTable } from '../../src/schema/web-api';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { visits } from '../db/schema';
import { memoryLogger } from '../logger';
import { blockErrorHandlers } from './block-errors';
import { mountWebApi, type WebApiHandlers } from './mount';
import type { FindShopper } from './shopper-session';
import { visitorHandlers } from '../visitors/visitor-handlers';

/*
 * Adding a shopper API call is one contract entry plus one handler: a copy of the real table
 * gets three throwaway calls, the mount serves them over HTTP next to the real ones, and the
 * typed client made from the same table calls them.
 */

const TABLE = {
  ...WEB_API,
  'note/echo': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 16 * KiB,
    schemas: async () => ({
      request: z.object({ note: z.string().trim().min(1).max(40), times: z.number().int().min(1).max(3).default(1) }),
      response: z.object({ echoed: z.string() }),
    }),
  },
  'note/mine': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 16 * KiB,
    schemas: async () => ({ request: z.object({}), response: z.object({ shopperId: z.string() }) }),
  },
  'picture/upload': {
    method: 'POST',
    body: 'multipart',
    auth: 'none',
    maxBodyBytes: 2 * MiB,
    schemas: async () => ({
      request: z.object({ caption: z.string().max(80), file: z.file().mime(['image/png']) }),
      response: z.object({ caption: z.string(), bytes: z.number().int() }),
    }),
  },
  'note/drifting': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 16 * KiB,
    schemas: async () => ({ request: z.object({}), response: z.object({ count: z.number() }) }),
  },
} as const satisfies WebApiTable;

let database: DatabaseHandle;
let server: Server;
let baseUrl: string;
let restoreClient: () => void;
let signedIn: string | null = null;
const serverErrors: string[] = [];
const logger = memoryLogger();
const callApi = createApiCaller(TABLE);

beforeAll(async () => {
  database = await openTestDatabase();
  const handlers: WebApiHandlers<typeof TABLE> = {
    ...visitorHandlers(database.db),
    ...blockErrorHandlers(logger),
    'note/echo': ({ body }) => ({ echoed: body.note.repeat(body.times) }),
    'note/mine': ({ shopper }) => ({ shopperId: shopper.id }),
    'picture/upload': async ({ body }) => ({ caption: body.caption, bytes: (await body.file.arrayBuffer()).byteLength }),
    // @ts-expect-error the contract says { count: number }; the mount's answer check must catch what the type check would
    'note/drifting': () => ({ count: 'three' }),
  };
  const findShopper: FindShopper = () => Promise.resolve(signedIn === null ? null : { id: signedIn, sessionId: 'session-1' });
  const app = new Hono();
  app.route('/api/web', mountWebApi(TABLE, handlers, { findShopper, checkAnswers: true }));
  app.onError((error, c) => {
    serverErrors.push(error.message);
    return c.json({ code: 500, msg: 'The server could not complete this request', data: null }, 500);
  });
  // The typed client runs in the shop's own pages, whose browser says so in Sec-Fetch-Site; Node's fetch does not.
  const fromOwnPage = (request: Request) => {
    if (request.headers.has('origin') || request.headers.has('sec-fetch-site')) return app.fetch(request);
    const headers = new Headers(request.headers);
    headers.set('sec-fetch-site', 'same-origin');
    return app.fetch(new Request(request, { headers }));
  };
  server = createServer(getRequestListener(fromOwnPage));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test server is not listening on a TCP port');
  baseUrl = `http://127.0.0.1:${address.port}/api/web`;
  restoreClient = configureApiClient({ baseUrl, navigate: () => {} });
  await useLocale('en');
}, 60_000);

afterAll(async () => {
  restoreClient?.();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

beforeEach(() => {
  signedIn = null;
  serverErrors.length = 0;
});

const post = async (name: string, body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
  const response = await fetch(`${baseUrl}/${name}`, { method: 'POST', headers, body });
  const envelope: Envelope = await response.json();
  return { status: response.status, ...envelope };
};

/**
 * Posts a body the server refuses before reading it all, on a connection of its own: the
 * server then closes that connection, which a pooled one would carry into the next test.
 */
const postUnread = async (name: string, form: FormData) => {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number } & Envelope>((resolve, reject) => {
    const outgoing = httpRequest(
      `${baseUrl}/${name}`,
      { method: 'POST', agent: false, headers: { 'content-type': encoded.headers.get('content-type') ?? '' } },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
        incoming.on('end', () => {
          const envelope: Envelope = JSON.parse(text);
          resolve({ status: incoming.statusCode ?? 0, ...envelope });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
};

describe('a call added to the table', () => {
  it('answers the typed client with its handler data, defaults filled in', async () => {
    const answer = await callApi('note/echo', { note: ' hi ' });
    expect(answer).toEqual({ echoed: 'hi' });
    await expect(callApi('note/echo', { note: 'ab', times: 3 })).resolves.toEqual({ echoed: 'ababab' });
  });

  it('refuses a bad body over HTTP with 400, code 40 and every field named', async () => {
    expect(await post('note/echo', JSON.stringify({ times: 9 }))).toMatchObject({
      status: 400,
      code: 40,
      msg: 'note is required; times: Too big: expected number to be <=3',
    });
    expect(await post('note/echo', '{"note":')).toMatchObject({ status: 400, code: 40, msg: 'Request body is not valid JSON' });
    expect(await post('note/echo', JSON.stringify({ note: 'a\u0000' }))).toMatchObject({
      status: 400,
      code: 40,
      msg: 'note: Contains a NUL character or an unpaired surrogate',
    });
    expect(await post('note/echo', `${'['.repeat(70)}${']'.repeat(70)}`)).toMatchObject({
      status: 400,
      msg: '$: Nested deeper than 64 levels',
    });
  });

  it('keeps its JSON body limit of 16 KiB, naming it', async () => {
    expect(await post('note/echo', JSON.stringify({ note: 'x'.repeat(17 * KiB) }))).toMatchObject({
      status: 413,
      code: 40,
      msg: 'Request body is larger than 16384 bytes',
    });
  });

  it('is only served with its method; other paths stay 404', async () => {
    const wrongMethod = await fetch(`${baseUrl}/note/echo`);
    expect(wrongMethod.status).toBe(404);
    expect(await post('note/unknown', '{}')).toMatchObject({ status: 404, code: 40, msg: 'No API at POST /api/web/note/unknown' });
  });
});

describe('a call that needs a signed-in shopper', () => {
  it('answers 401 with code 50 while nobody is signed in, and the client forgets its stale sign-in', async () => {
    expect(await post('note/mine', '{}')).toMatchObject({ status: 401, code: 50, data: null });
    setToken('stale-token');
    const error = await callApi('note/mine', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 50, status: 401, message: 'Sign in to do this' });
    expect(session.token).toBeNull();
  });

  it('hands the handler the shopper the session names', async () => {
    signedIn = 'shopper-7';
    await expect(callApi('note/mine', {})).resolves.toEqual({ shopperId: 'shopper-7' });
  });
});

describe('a multipart upload with its own limit', () => {
  const picture = (bytes: number) => new File([new Uint8Array(bytes)], 'p.png', { type: 'image/png' });

  it('takes a 1 MiB picture, far over the JSON limit, through the typed client', async () => {
    await expect(callApi('picture/upload', { caption: 'Mug', file: picture(MiB) })).resolves.toEqual({ caption: 'Mug', bytes: MiB });
  });

  it('refuses a picture over its 2 MiB limit with 413, and a wrong file type by field', async () => {
    const tooBig = new FormData();
    tooBig.append('caption', 'Mug');
    tooBig.append('file', picture(3 * MiB));
    expect(await postUnread('picture/upload', tooBig)).toMatchObject({ status: 413, msg: `Request body is larger than ${2 * MiB} bytes` });
    const wrongType = new FormData();
    wrongType.append('caption', 'Mug');
    wrongType.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    expect(await post('picture/upload', wrongType, {})).toMatchObject({ status: 400, code: 40, msg: expect.stringMatching(/^file: /) });
  });
});

describe('the answer check', () => {
  it('turns a handler answer its contract does not allow into a 500 naming the call', async () => {
    expect(await post('note/drifting', '{}')).toMatchObject({ status: 500, code: 500 });
    expect(serverErrors).toEqual([
      expect.stringMatching(/^The handler of note\/drifting answered data its contract does not allow: count: /),
    ]);
  });
});

describe('the real calls in the copied table', () => {
  it('stores a visit sent by the typed client, the visitor id from its header', async () => {
    const url = `http://shop.test/page/contract?visit=${Date.now()}`;
    await expect(
      callApi('visitor/track', { url, referer: '', timezone: 'Europe/Paris' }, { headers: { 'x-visitor-id': 'visitor-contract' } }),
    ).resolves.toBeNull();
    const rows = await database.db.select().from(visits).where(eq(visits.url, url));
    expect(rows).toMatchObject([{ visitorId: 'visitor-contract', timezone: 'Europe/Paris' }]);
  });

  it('accepts a track sent by navigator.sendBeacon as text/plain', async () => {
    const url = `http://shop.test/page/beacon?visit=${Date.now()}`;
    expect(
      await post('visitor/track', JSON.stringify({ url, timezone: 'Asia/Tokyo' }), { 'content-type': 'text/plain;charset=UTF-8' }),
    ).toMatchObject({ status: 200, code: 0 });
    expect(await database.db.select().from(visits).where(eq(visits.url, url))).toHaveLength(1);
  });

  it('logs a block error reported through the typed client', async () => {
    await callApi('block-error', { route: '/page/about', blockId: 'intro', type: 'rich-text', message: 'boom' });
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ message: 'Block failed in a browser', fields: expect.objectContaining({ blockId: 'intro' }) }),
    );
  });
});
