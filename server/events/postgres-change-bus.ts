import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { z } from 'zod';
import type { Logger } from '../logger';
import { createListenerTable, type ChangeBus, type ChangeTopic, type ChangeTopics } from './change-bus';

/** One channel for every topic: each process holds a single LISTEN connection. */
const CHANNEL = 'vitrine_changes';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (in the default build). */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_999;

const RECONNECT_FIRST_DELAY_MS = 250;
const RECONNECT_MAX_DELAY_MS = 10_000;

// Typed by the topic names, so adding a topic without listing it here fails to compile.
const KNOWN_TOPICS: Record<ChangeTopic, true> = {
  'site-changed': true,
  'visitor-message': true,
  'shopper-message': true,
  'public-message': true,
  'staff-message': true,
};
const envelopeSchema = z.object({
  origin: z.string(),
  topic: z.string().refine((topic) => Object.hasOwn(KNOWN_TOPICS, topic)),
  payload: z.unknown(),
});

export type PostgresChangeBusOptions = {
  databaseUrl: string;
  logger: Logger;
  /** Shown in pg_stat_activity, to tell the listening connection from the query pool. */
  applicationName?: string;
};

/**
 * The bus between server processes sharing one PostgreSQL database, on LISTEN/NOTIFY:
 * no service beside the database. A publish reaches this process's listeners at once
 * and the others' when the NOTIFY arrives. It never rejects: what cannot be sent to
 * other processes is logged, and their caches still expire on their own timer.
 * After the listening connection drops, it reconnects with backoff and tells its own
 * listeners `site-changed`, since writes made meanwhile were not heard.
 */
export async function createPostgresChangeBus(options: PostgresChangeBusOptions): Promise<ChangeBus> {
  const { logger } = options;
  const origin = randomUUID();
  const table = createListenerTable();
  const applicationName = options.applicationName ?? 'vitrine-change-bus';
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;

  function deliver<T extends ChangeTopic>(topic: T, payload: ChangeTopics[T]) {
    try {
      table.deliver(topic, payload);
    } catch (error) {
      logger.error('A change listener failed', { topic, error });
    }
  }

  function receive(text: string) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      logger.warn('Ignored a change notification that is not JSON', { channel: CHANNEL });
      return;
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      logger.warn('Ignored a change notification of unknown shape', { channel: CHANNEL });
      return;
    }
    // This process delivered its own message when it published it.
    if (envelope.data.origin === origin) return;
    // The topic is checked above and every process runs the same code, so the payload is that topic's.
    deliver(envelope.data.topic as ChangeTopic, envelope.data.payload as ChangeTopics[ChangeTopic]);
  }

  // postgres.js reads `onnotify` for every connection but leaves it out of its option types;
  // its own `listen()` re-listens once after a drop and gives up if that fails, hence this.
  const listenerOptions = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => undefined,
    connection: { application_name: `${applicationName} (listen)` },
    onnotify: (channel: string, payload: string) => {
      if (channel === CHANNEL) receive(payload);
    },
    onclose: () => scheduleReconnect(),
  };
  const listener = postgres(options.databaseUrl, listenerOptions);
  const sender = postgres(options.databaseUrl, {
    max: 1,
    fetch_types: false,
    onnotice: () => undefined,
    connection: { application_name: `${applicationName} (notify)` },
  });

  const listen = () => listener.unsafe(`listen ${CHANNEL}`);

  function scheduleReconnect() {
    if (closed || retry) return;
    const delay = Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
    attempt += 1;
    logger.warn('Lost the change notification connection; reconnecting', { inMs: delay, attempt });
    retry = setTimeout(() => {
      retry = null;
      if (closed) return;
      listen().then(
        () => {
          attempt = 0;
          logger.info('Change notifications are back');
          deliver('site-changed', { what: 'missed while reconnecting' });
        },
        () => scheduleReconnect(),
      );
    }, delay);
    retry.unref();
  }

  try {
    await listen();
  } catch (error) {
    closed = true;
    await Promise.all([listener.end({ timeout: 1 }), sender.end({ timeout: 1 })]).catch(() => undefined);
    throw error;
  }

  return {
    async publish(topic, payload) {
      deliver(topic, payload);
      const text = JSON.stringify({ origin, topic, payload });
      const bytes = Buffer.byteLength(text, 'utf8');
      if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
        logger.error('Change not sent to other processes: larger than a PostgreSQL notification may be', {
          topic,
          bytes,
          limit: MAX_NOTIFY_PAYLOAD_BYTES,
        });
        return;
      }
      try {
        await sender`select pg_notify(${CHANNEL}, ${text})`;
      } catch (error) {
        logger.error('Change not sent to other processes', { topic, error });
      }
    },
    subscribe: (topic, listenerFn) => table.add(topic, listenerFn),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await Promise.all([listener.end({ timeout: 5 }), sender.end({ timeout: 5 })]);
    },
  };
}

/** How many bytes a payload takes once wrapped for NOTIFY, to refuse an oversized one before anything is written. */
export function notifyPayloadBytes<T extends ChangeTopic>(topic: T, payload: ChangeTopics[T]): number {
  return Buffer.byteLength(JSON.stringify({ origin: randomUUID(), topic, payload }), 'utf8');
}
