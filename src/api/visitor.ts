import type { WebApi, WebCallBody } from '../schema/web-api';
import { readStored, writeStored } from '../state/storage';
import { callApi } from './web-api';

/** Spec §4 and §9: how often a visit is reported, and the least time between two starts. */
export const VISITOR_TRACK_INTERVAL_MS = 10_000;

/** What the page reports at each beat; the visitor id travels in a header. */
export type VisitorTrack = Required<Omit<WebCallBody<WebApi['visitor/track']>, 'visitorId'>>;

/**
 * Reports one look at a page. The visitor id rides in a header so the body stays the payload
 * of spec §7. Quiet: the shopper did not ask for the report and cannot fix it.
 */
export function trackVisit(visit: VisitorTrack, signal?: AbortSignal): Promise<null> {
  return callApi('visitor/track', visit, { headers: { 'x-visitor-id': ensureVisitorId() }, quiet: true, signal });
}

// Where storage is blocked the id still has to stay the same for the whole page.
let visitorIdInMemory: string | null = null;

/** This browser's visitor id, created and stored the first time it is asked for. */
export function ensureVisitorId(): string {
  const visitorId = readStored('visitorId') ?? visitorIdInMemory ?? newVisitorId();
  writeStored('visitorId', visitorId);
  visitorIdInMemory = visitorId;
  return visitorId;
}

/**
 * A random (version 4) UUID. Browsers offer `crypto.randomUUID` only on https and localhost;
 * a shop opened over plain http on a local network still needs an id.
 */
function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The page being looked at, as the browser knows it. */
export function describeCurrentVisit(): VisitorTrack {
  return {
    url: window.location.href,
    referer: document.referrer,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

export type VisitorTrackingOptions = {
  /** What to report at each beat; in-app navigation changes the URL and the referring page. */
  currentVisit?: () => VisitorTrack;
  now?: () => number;
};

/**
 * Starts reporting the visit: once now, then every 10 s, and returns the function that stops it.
 * Spec §4: it only starts if the last start, in any tab, was more than 10 s ago, so quick reloads
 * and extra tabs do not multiply the reports.
 *
 * @example
 * useEffect(() => startVisitorTracking(), []);
 */
export function startVisitorTracking({ currentVisit = describeCurrentVisit, now = Date.now }: VisitorTrackingOptions = {}): () => void {
  const startedAt = now();
  const sinceLastStart = startedAt - readStored('trackStartedAt');
  // A start stamped in the future comes from a clock that was changed; it must not block us forever.
  if (sinceLastStart >= 0 && sinceLastStart <= VISITOR_TRACK_INTERVAL_MS) return () => {};
  writeStored('trackStartedAt', startedAt);
  ensureVisitorId();

  const controller = new AbortController();
  const send = () => {
    // A lost report is not worth the shopper's attention; the next beat tries again.
    trackVisit(currentVisit(), controller.signal).catch(() => {});
  };
  send();
  const timer = setInterval(send, VISITOR_TRACK_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    controller.abort();
  };
}
