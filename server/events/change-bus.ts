/**
 * What one server process tells every process sharing its database. With the embedded
 * database there is one process and the bus stays local; on PostgreSQL a bus built on
 * LISTEN/NOTIFY carries the same topics between processes.
 */
export type ChangeTopics = {
  /** A merchant write (pages, site config, theme): shopper-independent caches start over. */
  'site-changed': { what: string };
  /** A live message for one visitor's open websockets, wherever they are held. */
  'visitor-message': { visitorId: string; message: { code: number; msg: string; data?: unknown } };
  /** A live message for every open websocket of one signed-in shopper (their order changed). */
  'shopper-message': { userId: string; message: { code: number; msg: string; data?: unknown } };
  /** A public live message for every open websocket of the shop's pages, signed in or not (a product's stock moved). */
  'public-message': { message: { code: number; msg: string; data?: unknown } };
  /** A live message for every open back office socket (the work waiting for the staff changed): never a shopper's data. */
  'staff-message': { message: { code: number; msg: string; data?: unknown } };
};

export type ChangeTopic = keyof ChangeTopics;
export type ChangeListener<T extends ChangeTopic> = (payload: ChangeTopics[T]) => void;

export type ChangeBus = {
  /** Delivers to this process's listeners and to every other process's. */
  publish<T extends ChangeTopic>(topic: T, payload: ChangeTopics[T]): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe<T extends ChangeTopic>(topic: T, listener: ChangeListener<T>): () => void;
  close(): Promise<void>;
};

/** Listeners by topic, shared by every bus: delivery within this process. */
export function createListenerTable() {
  const listeners = new Map<ChangeTopic, Set<(payload: never) => void>>();
  return {
    add<T extends ChangeTopic>(topic: T, listener: ChangeListener<T>): () => void {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(topic, set);
      return () => set.delete(listener as (payload: never) => void);
    },
    deliver<T extends ChangeTopic>(topic: T, payload: ChangeTopics[T]) {
      for (const listener of listeners.get(topic) ?? []) (listener as ChangeListener<T>)(payload);
    },
  };
}

/** The bus of a single process (the embedded database, tests). */
export function createLocalChangeBus(): ChangeBus {
  const table = createListenerTable();
  return {
    publish(topic, payload) {
      table.deliver(topic, payload);
      return Promise.resolve();
    },
    subscribe: (topic, listener) => table.add(topic, listener),
    close: () => Promise.resolve(),
  };
}
