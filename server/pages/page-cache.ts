import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { UrlLanguage } from '../../src/schema/languages';
import type { SiteConfig } from '../../src/schema/site-config';
import type { PageData } from '../../src/schema/page';
import type { RenderOutput } from '../../src/schema/ssr';
import { leanPageData, type LeanPageData } from '../../src/schema/shared-part';
import type { ChangeBus } from '../events/change-bus';
import { BUILDS_AT_ONCE, createBuildQueue } from './build-queue';
import { successBody, successJson } from '../http/envelope';
import type { DescribeShopper, Shopper } from '../http/shopper';
import type { PageDataResult, PageDataService, PageRequestContext } from './page-data';
import { isPerVisitorKind } from './route-kinds';

/*
 * Page data and the server render of a page are the same for every shopper: catalog,
 * taxonomy, composed bodies, meta and theme. Building them took most of a request's time
 * under load (database reads and React rendering, about equal shares), so they are kept
 * per address (origin, path and query, which name the language too) and built again only
 * after a merchant write, which every process hears on the change bus as 'site-changed'.
 *
 * `maxAgeMs` bounds how long a write this process was not told about stays unseen (a
 * second server or the command line on the same PostgreSQL before a shared bus exists,
 * catalog rows changed outside the admin API), as the site settings' own cache does.
 *
 * A signed-in shopper shares those entries too: their greeting and counts are added to a copy.
 * Only the pages of kinds that need a shopper (the user area) are built for each shopper.
 * A guest whose cart cookie names a cart is treated the same way: the header's cart count
 * goes on a copy, and the pages of kinds drawn per visitor (the cart) are built for them alone.
 */

export type PageCacheOptions = {
  /** The shopper's own part of a page (greeting, counts); without it a shopper's page carries none. */
  describeShopper?: DescribeShopper;
  /**
   * Page data `data` that belongs to the shopper (which products they favorited), merged into
   * their copy of every page, shared or built for them: the shared entries never hold it.
   */
  shopperData?: (shopper: Shopper, page: { siteConfig: SiteConfig; lang: UrlLanguage }) => Promise<Record<string, unknown>>;
  /**
   * Page data `data` that belongs to whoever asks, a shopper or a guest with a cart cookie (the
   * header's cart count), given the shared `data` it goes over; merged into their copy alone.
   */
  visitorData?: (visitor: PageVisitor, page: { lang: UrlLanguage; data: Readonly<Record<string, unknown>> }) => Promise<Record<string, unknown>>;
  maxEntries?: number;
  /** Approximate: the UTF-8 size of the page data JSON plus the rendered markup. */
  maxBytes?: number;
  maxAgeMs?: number;
  /** How many pages this cache does not hold are built and drawn at once; the rest wait in line (./build-queue.ts). */
  buildsAtOnce?: number;
  now?: () => number;
};

/** Who a page copy is made for: a shopper, a guest with a cart cookie, or both unknown (no copy). */
export type PageVisitor = { shopper: Shopper | null; cartToken: string | null };

type Entry = {
  key: string;
  result: PageDataResult;
  /** The address the result was built for: a render is kept only for that same address. */
  location: string;
  bytes: number;
  /**
   * The page data as JSON, made once when the entry is built (its size is the entry's), and
   * handed to the first answer or render that needs it: they used to serialise the page again.
   * Taken once, so the entry does not hold the page twice for its whole life.
   */
  json?: string;
  at: number;
  rendered?: RenderOutput;
  rendering?: Promise<RenderOutput>;
  /** The answer whole, and without the part every page of the language shares (for a browser that holds it). */
  gzipped?: Promise<Buffer>;
  /** Lean answers by the source lists they leave out (`leftOutOf`): a page has few, so few copies. */
  gzippedLean?: Map<string, Promise<Buffer>>;
};

const gzipAsync = promisify(gzip);

export type PageCache = {
  pageData: PageDataService;
  /**
   * The render of a page whose data came from this cache, drawn once per entry; pages
   * made for one shopper (a different object) or drawn at another address render each time.
   */
  rendered(input: { url: string; pageData: PageData; status: number }, render: (pageDataJson?: string) => Promise<RenderOutput>): Promise<RenderOutput>;
  /**
   * The page data answer (`{code, msg, data}`) of a page from this cache, gzipped once:
   * serialising and compressing it again for every request was the largest cost left once
   * pages came from the cache. Null for a page made for one shopper. `lean`: the answer to a
   * request that holds the page's shared part (src/schema/shared-part.ts), `heldSources` the
   * versions of the source lists it holds.
   */
  gzippedAnswer(pageData: PageData, lean?: boolean, heldSources?: ReadonlySet<string>): Promise<Buffer> | null;
  clear(): void;
  size(): { entries: number; bytes: number };
};

const DEFAULTS = { maxEntries: 2_000, maxBytes: 48 * 1024 * 1024, maxAgeMs: 5_000, buildsAtOnce: BUILDS_AT_ONCE.pglite } as const;

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/** A page's JSON, made once for its size and its first answer or render. */
function entryJson(result: PageDataResult): { json?: string; bytes: number } {
  if (result.kind !== 'page') return { bytes: jsonBytes(result) };
  const json = JSON.stringify(result.pageData);
  return { json, bytes: Buffer.byteLength(json) };
}

/** The entry's page JSON, once: later callers serialise the page themselves. */
function takeJson(entry: Entry): string | undefined {
  const { json } = entry;
  entry.json = undefined;
  return json;
}

/**
 * What a page data request gets: the page whole, or without its shared part when the browser
 * holds it and the page names one, and then without the data source lists whose versions it holds.
 */
export function answerOf(pageData: PageData, lean: boolean, heldSources: ReadonlySet<string> = new Set()): PageData | LeanPageData {
  return (lean && leanPageData(pageData, heldSources)) || pageData;
}

/** Which of a page's source lists a lean answer leaves out, as a word: the key of its compressed copy. */
function leftOutOf(pageData: PageData, heldSources: ReadonlySet<string>): string {
  return Object.entries(pageData.sourceVersions ?? {})
    .filter(([, version]) => heldSources.has(version))
    .map(([key]) => key)
    .join('\n');
}

function renderedBytes(parts: RenderOutput): number {
  return Buffer.byteLength(parts.head) + Buffer.byteLength(parts.body) + parts.htmlAttributes.length;
}

export function createPageCache(inner: PageDataService, changes: ChangeBus, options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? DEFAULTS.maxEntries;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const maxAgeMs = options.maxAgeMs ?? DEFAULTS.maxAgeMs;
  const now = options.now ?? Date.now;
  const queue = createBuildQueue(options.buildsAtOnce ?? DEFAULTS.buildsAtOnce);

  // A Map iterates in insertion order: re-inserting on every hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<PageDataResult>>();
  const owners = new WeakMap<PageData, Entry>();
  let bytes = 0;
  // Bumped by every merchant write: a build that started before it is used once and never kept.
  let generation = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function evictOverBound() {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(key);
    }
  }

  function keyOf(url: URL, context: PageRequestContext): string {
    return `${context.origin}\n${url.pathname}${url.search}`;
  }

  /**
   * The shopper's own part (greeting, avatar, counts) goes on a copy: the cached result is
   * shared by every request, and the copy, which the cache does not own, is rendered and
   * serialised for its shopper alone.
   */
  async function forVisitor(result: PageDataResult, visitor: PageVisitor): Promise<PageDataResult> {
    if (result.kind !== 'page') return result;
    const { shopper } = visitor;
    const lang = result.pageData.route.lang;
    const [part, data, visitorData] = await Promise.all([
      shopper && options.describeShopper ? options.describeShopper(shopper) : null,
      shopper && options.shopperData ? options.shopperData(shopper, { siteConfig: result.siteConfig, lang }) : {},
      options.visitorData ? options.visitorData(visitor, { lang, data: result.pageData.data }) : {},
    ]);
    return { ...result, pageData: { ...result.pageData, data: { ...result.pageData.data, ...data, ...visitorData }, shopper: part } };
  }

  async function getShared(url: URL, context: PageRequestContext): Promise<PageDataResult> {
    const key = keyOf(url, context);
    const found = entries.get(key);
    if (found && now() - found.at <= maxAgeMs) {
      entries.delete(key);
      entries.set(key, found);
      return found.result;
    }
    if (found) drop(key);
    // Fifty shoppers arriving at a cold page share one build instead of starting fifty.
    const pending = loading.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const build = queue(() => inner.getPageData(url, context)).then((result) => {
      if (startedIn === generation) {
        const entry: Entry = { key, result, location: `${url.pathname}${url.search}`, ...entryJson(result), at: now() };
        entries.set(key, entry);
        bytes += entry.bytes;
        if (result.kind === 'page') owners.set(result.pageData, entry);
        evictOverBound();
      }
      return result;
    });
    loading.set(key, build);
    const forget = () => {
      if (loading.get(key) === build) loading.delete(key);
    };
    build.then(forget, forget);
    return build;
  }

  function clear() {
    generation += 1;
    entries.clear();
    loading.clear();
    bytes = 0;
  }
  changes.subscribe('site-changed', clear);

  return {
    pageData: {
      async getPageData(url, context) {
        const { shopper } = context;
        const cartToken = context.cartToken ?? null;
        if (shopper === null && cartToken === null) return getShared(url, context);
        // Built as for a visitor, so nothing of this shopper can reach the shared entry. A page that
        // needs a shopper answers a visitor with sign-in, and a page drawn per visitor holds an
        // empty cart: those are built for this shopper or guest alone.
        const shared = await getShared(url, { ...context, shopper: null, cartToken: null });
        const ownPage = shared.kind === 'sign-in' || (shared.kind === 'page' && isPerVisitorKind(shared.pageData.route.kind));
        return forVisitor(ownPage ? await queue(() => inner.getPageData(url, context)) : shared, { shopper, cartToken });
      },
    },
    async rendered(input, render) {
      const entry = owners.get(input.pageData);
      const own = entry && entry.location === input.url && entry.result.kind === 'page' && entry.result.status === input.status;
      if (!entry || !own) return queue(render);
      if (entry.rendered) return entry.rendered;
      if (entry.rendering) return entry.rendering;
      const startedIn = generation;
      const json = takeJson(entry);
      const rendering = queue(() => render(json)).then((parts) => {
        // Still cached and nothing written meanwhile: keep it, and count it against the bound.
        if (startedIn === generation && entries.get(entry.key) === entry) {
          entry.rendered = parts;
          const added = renderedBytes(parts);
          entry.bytes += added;
          bytes += added;
          evictOverBound();
        }
        return parts;
      });
      entry.rendering = rendering;
      rendering.then(
        () => (entry.rendering = undefined),
        () => (entry.rendering = undefined),
      );
      return rendering;
    },
    gzippedAnswer(pageData, lean = false, heldSources = new Set()) {
      const entry = owners.get(pageData);
      if (!entry) return null;
      const leftOut = leftOutOf(pageData, heldSources);
      const kept = lean ? entry.gzippedLean?.get(leftOut) : entry.gzipped;
      if (kept) return kept;
      const startedIn = generation;
      const whole = lean ? undefined : takeJson(entry);
      const gzipped = gzipAsync(whole === undefined ? JSON.stringify(successBody(answerOf(pageData, lean, heldSources))) : successJson(whole));
      const keep = (value: Promise<Buffer> | undefined) => {
        if (!lean) entry.gzipped = value;
        else if (value) (entry.gzippedLean ??= new Map()).set(leftOut, value);
        else entry.gzippedLean?.delete(leftOut);
      };
      keep(gzipped);
      gzipped.then(
        (buffer) => {
          if (startedIn === generation && entries.get(entry.key) === entry) {
            entry.bytes += buffer.byteLength;
            bytes += buffer.byteLength;
            evictOverBound();
          }
        },
        () => keep(undefined),
      );
      return gzipped;
    },
    clear,
    size: () => ({ entries: entries.size, bytes }),
  };
}
