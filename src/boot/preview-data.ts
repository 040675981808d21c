import type { BlockRegistry } from '../renderer/core/define-block';
import type { ResolvedBlock } from '../renderer/core/resolve-page';
import { dataSourceKey } from '../schema/catalog';
import { anyEnvelopeSchema, ResponseCode } from '../schema/envelope';
import { previewDataAnswerSchema } from '../schema/draft-preview';
import type { PageData } from '../schema/page';
import { sourcesOf } from '../schema/shared-part';

/*
 * The page data a posted body needs beyond what the frame holds. The server fills a block's
 * data source (`data.sources`, server/catalog/pages/sources.ts) and the comments an article's
 * comment list draws (server/comments/comment-pages.ts) for the blocks of the saved draft only;
 * a body naming another category draws its degraded form until the frame asks the server for
 * the data of that body. Typing in a block's text needs nothing new and asks nothing: only a
 * body whose needs the frame does not hold waits for the server, and the page drawn before it
 * stays on screen meanwhile.
 */

type PageDataValues = PageData['data'];

/**
 * Keys of page data the server fills for a block type, beyond data sources: what an enricher
 * adds when the page draws a block of that type (server/comments/comment-pages.ts).
 */
const FILLED_FOR_BLOCK_TYPE: Readonly<Record<string, string>> = { 'comment-list': 'comments' };

/** What a body's blocks draw from the server: each data source by key at the largest limit asked for, and other keys of `data`. */
export type DataNeeds = { sources: ReadonlyMap<string, number>; keys: ReadonlySet<string> };

/** The data a body's checked blocks need, walked as the server walks them (a block that failed its checks needs nothing). */
export function dataNeedsOf(blocks: readonly ResolvedBlock[], registry: BlockRegistry): DataNeeds {
  const sources = new Map<string, number>();
  const keys = new Set<string>();
  const walk = (list: readonly ResolvedBlock[]) => {
    for (const block of list) {
      if (!block.ok) continue;
      walk(block.children);
      if (Object.hasOwn(FILLED_FOR_BLOCK_TYPE, block.type)) keys.add(FILLED_FOR_BLOCK_TYPE[block.type]!);
      const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
      const source = definition?.dataSource?.(block.props);
      if (!source) continue;
      const key = dataSourceKey(source);
      sources.set(key, Math.max(sources.get(key) ?? 0, source.limit));
    }
  };
  walk(blocks);
  return { sources, keys };
}

/** The page's data with the server's answer for a body laid over it; data source lists added to those the page holds. */
export function withAnsweredData(data: PageDataValues, answer: PageDataValues): PageDataValues {
  const sources = { ...sourcesOf(data), ...sourcesOf(answer) };
  return { ...data, ...answer, ...(Object.keys(sources).length > 0 ? { sources } : {}) };
}

/** The quiet time after the last change before the frame asks: a merchant picking from a list sends a few bodies at once. */
export const DATA_REQUEST_DELAY_MS = 250;

export type DataFollowerSetup = {
  /** Asks the server for the page data of `pageBody`; answers its `data`. */
  ask: (pageBody: unknown) => Promise<PageDataValues>;
  /** The answer for the latest body, to draw with it. */
  take: (answer: PageDataValues) => void;
  delay?: number;
};

export type DataFollower = {
  /** A body drawn with `data`: asks for what it needs and `data` lacks, once the composer is quiet. */
  follow(pageBody: unknown, needs: DataNeeds, data: PageDataValues): void;
  stop(): void;
};

/** Data source lists are shorter than their limit when the source has fewer products: asked for once at a limit, never again. */
export function followPageData({ ask, take, delay = DATA_REQUEST_DELAY_MS }: DataFollowerSetup): DataFollower {
  // The largest limit each source was asked for, and the other keys asked for (the server may have none to give).
  const askedLimits = new Map<string, number>();
  const askedKeys = new Set<string>();
  // The body each answer belongs to: an answer for any but the latest is dropped.
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const lacks = (needs: DataNeeds, data: PageDataValues): boolean => {
    const held = sourcesOf(data) ?? {};
    for (const [key, limit] of needs.sources) {
      const list = held[key];
      const enough = Array.isArray(list) && (list.length >= limit || (askedLimits.get(key) ?? 0) >= limit);
      if (!enough) return true;
    }
    return [...needs.keys].some((key) => !Object.hasOwn(data, key) && !askedKeys.has(key));
  };

  const request = async (pageBody: unknown, needs: DataNeeds, body: number) => {
    let answer: PageDataValues;
    try {
      answer = await ask(pageBody);
    } catch (error) {
      // The last drawing stays; the next change asks again.
      console.error('The preview could not fetch the data of the edited page:', error);
      return;
    }
    if (stopped || body !== latest) return;
    for (const [key, limit] of needs.sources) askedLimits.set(key, Math.max(askedLimits.get(key) ?? 0, limit));
    for (const key of needs.keys) askedKeys.add(key);
    take(answer);
  };

  return {
    follow(pageBody, needs, data) {
      const body = ++latest;
      clearTimeout(timer);
      if (stopped || !lacks(needs, data)) return;
      timer = setTimeout(() => void request(pageBody, needs, body), delay);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The `data` of the server's answer, checked: an envelope whose data is a record, or a thrown error naming what came. */
export async function readPreviewData(response: Response): Promise<PageDataValues> {
  const envelope = anyEnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) throw new Error(`The preview data answer is no envelope (HTTP ${response.status})`);
  if (!response.ok || envelope.data.code !== ResponseCode.success) throw new Error(`The preview data was refused (HTTP ${response.status}): ${envelope.data.msg}`);
  const data = previewDataAnswerSchema.safeParse(envelope.data.data);
  if (!data.success) throw new Error('The preview data answer holds no page data');
  return data.data;
}
