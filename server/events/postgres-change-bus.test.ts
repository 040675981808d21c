import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresServer, type TestPostgresDatabase } from '../testing/test-postgres';
import { memoryLogger } from '../logger';
import type { ChangeBus, ChangeTopic, ChangeTopics } from './change-bus';
import { createPostgresChangeBus, MAX_NOTIFY_PAYLOAD_BYTES } from './postgres-change-bus';

/** Two buses on one database stand for two server processes sharing it. */
describe.skipIf(!testPostgresServer)('PostgreSQL change bus (TEST_DATABASE_URL)', { timeout: 30_000 }, () => {
  let database: TestPostgresDatabase;
  const buses: ChangeBus[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const bus of buses.splice(0)) await bus.close();
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function bus(applicationName = 'vitrine-bus-test', logger = memoryLogger()) {
    const created = await createPostgresChangeBus({ databaseUrl: database.url, logger, applicationName });
    buses.push(created);
    return created;
  }

  function collect<T extends ChangeTopic>(on: ChangeBus, topic: T): ChangeTopics[T][] {
    const received: ChangeTopics[T][] = [];
    on.subscribe(topic, (payload) => received.push(payload));
    return received;
  }

  async function eventually(check: () => void, withinMs = 3_000) {
    const deadline = Date.now() + withinMs;
    for (;;) {
      try {
        check();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  it('delivers a change to the other process, and to its own listeners exactly once', async () => {
    const a = await bus();
    const b = await bus();
    const inA = collect(a, 'visitor-message');
    const inB = collect(b, 'visitor-message');
    const changesInA = collect(a, 'site-changed');
    const message = { visitorId: 'v-1', message: { code: 200, msg: 'Your order shipped', data: { order: '42', note: '发货了' } } };
    await a.publish('visitor-message', message);
    expect(inA).toEqual([message]);
    await eventually(() => expect(inB).toEqual([message]));
    // Another round trip through the database: A's own notification has come back by now and was not delivered twice.
    await b.publish('site-changed', { what: 'page' });
    await eventually(() => expect(changesInA).toEqual([{ what: 'page' }]));
    expect(inA).toEqual([message]);
  });

  it('keeps a change too large for NOTIFY in its own process and says why', async () => {
    const logger = memoryLogger();
    const a = await bus('vitrine-bus-test', logger);
    const b = await bus();
    const inA = collect(a, 'visitor-message');
    const inB = collect(b, 'visitor-message');
    const big = { visitorId: 'v-2', message: { code: 200, msg: 'x'.repeat(MAX_NOTIFY_PAYLOAD_BYTES) } };
    await a.publish('visitor-message', big);
    const small = { visitorId: 'v-2', message: { code: 200, msg: 'after the big one' } };
    await a.publish('visitor-message', small);
    expect(inA).toEqual([big, small]);
    await eventually(() => expect(inB).toEqual([small]));
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: expect.stringContaining('larger than a PostgreSQL notification') }),
    );
  });

  it('hears other processes again after its listening connection is cut, and tells its listeners to start over', async () => {
    const a = await bus();
    const b = await bus('vitrine-bus-cut');
    const changesInB = collect(b, 'site-changed');
    const admin = postgres(database.url, { max: 1, onnotice: () => undefined });
    try {
      const cut =
        await admin`select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = 'vitrine-bus-cut (listen)'`;
      expect(cut).toHaveLength(1);
    } finally {
      await admin.end();
    }
    await eventually(() => expect(changesInB).toContainEqual({ what: 'missed while reconnecting' }), 5_000);
    await a.publish('site-changed', { what: 'page' });
    await eventually(() => expect(changesInB).toContainEqual({ what: 'page' }));
  });

  it('ignores notifications on its channel that are not its own envelopes', async () => {
    const logger = memoryLogger();
    const b = await bus('vitrine-bus-test', logger);
    const inB = collect(b, 'site-changed');
    const other = postgres(database.url, { max: 1, onnotice: () => undefined });
    try {
      await other`select pg_notify('vitrine_changes', 'not json')`;
      await other`select pg_notify('vitrine_changes', ${JSON.stringify({ origin: 'x', topic: 'drop-tables', payload: {} })})`;
      await other`select pg_notify('vitrine_changes', ${JSON.stringify({ origin: 'x', topic: 'site-changed', payload: { what: 'theme' } })})`;
    } finally {
      await other.end();
    }
    await eventually(() => expect(inB).toEqual([{ what: 'theme' }]));
    expect(logger.entries.filter((entry) => entry.level === 'warn').map((entry) => entry.message)).toEqual([
      'Ignored a change notification that is not JSON',
      'Ignored a change notification of unknown shape',
    ]);
  });
});
