import { useSyncExternalStore } from 'react';

/*
 * The zone a shopper's times are written in. The server cannot know it, so it draws times in
 * UTC and says so; the browser must hydrate on that very text (any other would not match the
 * server's HTML), then writes them again in its own zone. `useSyncExternalStore` does exactly
 * this: the server's value while hydrating, the browser's in the render React makes right
 * after, and the browser's at once on every page drawn in the browser later. Chosen over
 * sending the zone to the server (a cookie the next page would use): it needs nothing at
 * start-up, stores nothing about the shopper, and is right on the first visit too.
 */

/** The zone of the server's HTML. */
export const SERVER_TIME_ZONE = 'UTC';

/**
 * The browser's zone is the shopper's own, so it is never named, even where it is UTC: it is
 * then given by its other IANA name, the same clock, so only the server's text carries '[UTC]'.
 */
const browserTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return !zone || zone === SERVER_TIME_ZONE ? 'Etc/UTC' : zone;
};

// The zone does not change while a page is open; there is nothing to listen to.
const subscribe = () => () => {};

/** The IANA zone to write times in: UTC on the server and while hydrating, the browser's own after. */
export function useTimeZone(): string {
  return useSyncExternalStore(subscribe, browserTimeZone, () => SERVER_TIME_ZONE);
}
