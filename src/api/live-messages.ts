import i18next from 'i18next';
import en from '../../locales/live/en.json';
import zhCN from '../../locales/live/zh-CN.json';
import zhHK from '../../locales/live/zh-HK.json';
import { liveMessageSchema, type LiveMessage } from '../schema/realtime-messages';
import { detailRulesSchema } from '../schema/site-config';
import { isOrderOnScreen, recordOrderChange } from '../state/order-changes';
import { subscribe } from 'valtio/vanilla';
import { isLoggedIn, session } from '../state/session';
import { recordPriceChange, recordStockChange } from '../state/variant-changes';
import { showToast } from '../state/toasts';
import { connectRealtime, type RealtimeConnection, type RealtimeMessage, type RealtimeOptions } from './realtime';

/*
 * The shopper's live messages: one realtime connection shared by every part of the page that
 * listens, opened by the first and closed with the last. Each message is checked against the
 * one schema the server builds it with and handed to its store; anything else is ignored.
 * News the shopper would want to hear of while elsewhere on the site comes with a toast.
 */

const STRINGS = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
/** Long enough to read a sentence and reach its link; held while the pointer or focus is on it. */
const NEWS_TOAST_MS = 8000;
// The browser does not know the merchant's own detail rules; links follow the shop's defaults.
const DEFAULT_RULES = detailRulesSchema.parse({});

let connection: RealtimeConnection | null = null;
let connectionOptions: Omit<RealtimeOptions, 'onMessage'> = {};
let listeners = 0;
let stopFollowingSignIns: (() => void) | null = null;

export type LiveMessageOptions = Omit<RealtimeOptions, 'onMessage'> & {
  /**
   * Opens the connection again when the shopper signs in or out: the server learns who a socket
   * belongs to once, from the session cookie at the upgrade, so a new identity needs a new socket
   * to hear (or stop hearing) the shopper's own news.
   */
  followSignIns?: boolean;
};

/**
 * The news in the page language. The strings travel with this module, merged beside the shared
 * keys the way blocks merge theirs (useAreaStrings), into the page's global instance.
 */
function say(key: string, values: Record<string, string>): string {
  if (i18next.isInitialized) {
    for (const [locale, table] of Object.entries(STRINGS)) {
      if (i18next.hasResourceBundle(locale, 'translation') && i18next.getResource(locale, 'translation', 'live.orderChanged') === undefined)
        i18next.addResourceBundle(locale, 'translation', table, true, false);
    }
  }
  return i18next.t(key, values);
}

function detailHref(rule: string, slug: string): string {
  return `${session.langPath}/${rule.replace(':slug', encodeURIComponent(slug))}`;
}

/** Hands a checked message to the store it belongs to; answers false for one this page does not know. */
export function dispatchLiveMessage(message: RealtimeMessage): boolean {
  const parsed = liveMessageSchema.safeParse(message);
  if (!parsed.success) return false;
  const live: LiveMessage = parsed.data;
  switch (live.msg) {
    case 'order-changed':
      recordOrderChange(live.data);
      // The order's own page already shows the change and says so.
      if (!isOrderOnScreen(live.data.orderId)) showToast({ type: 'info', message: say('live.orderChanged', { orderNo: live.data.orderNo }), duration: NEWS_TOAST_MS });
      return true;
    case 'review-accepted':
      showToast({
        type: 'success',
        message: say('live.reviewAccepted', { product: live.data.productName }),
        duration: NEWS_TOAST_MS,
        link: { href: detailHref(DEFAULT_RULES.productRule, live.data.productSlug), label: say('live.viewProduct', {}) },
      });
      return true;
    case 'comment-accepted':
      showToast({
        type: 'success',
        message: say('live.commentAccepted', { article: live.data.articleTitle }),
        duration: NEWS_TOAST_MS,
        link: { href: detailHref(DEFAULT_RULES.articleRule, live.data.articleSlug), label: say('live.viewArticle', {}) },
      });
      return true;
    case 'inquiry-answered':
      showToast({ type: 'info', message: say('live.inquiryAnswered', { inquiryNo: live.data.inquiryNo }), duration: NEWS_TOAST_MS });
      return true;
    case 'stock-changed':
      // Public news of every product: only a page showing the product keeps it, and no toast interrupts.
      recordStockChange(live.data);
      return true;
    case 'price-changed':
      recordPriceChange(live.data);
      return true;
  }
}

/**
 * Opens (or shares) the connection while something on the page listens; the answer stops
 * listening. `options` are for tests: a socket of their own, a server of their own.
 */
export function listenForLiveMessages({ followSignIns = false, ...options }: LiveMessageOptions = {}): () => void {
  listeners += 1;
  if (!connection) {
    connectionOptions = options;
    connection = connectRealtime({ ...options, onMessage: dispatchLiveMessage });
  }
  if (followSignIns && !stopFollowingSignIns) {
    let signedIn = isLoggedIn();
    stopFollowingSignIns = subscribe(session, () => {
      if (isLoggedIn() === signedIn) return;
      signedIn = isLoggedIn();
      reopenLiveMessages();
    });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    listeners -= 1;
    if (listeners === 0) {
      connection?.close();
      connection = null;
      stopFollowingSignIns?.();
      stopFollowingSignIns = null;
    }
  };
}

/** Opens the shared connection again, for a new identity (see `followSignIns`). */
export function reopenLiveMessages(): void {
  if (!connection) return;
  connection.close();
  connection = connectRealtime({ ...connectionOptions, onMessage: dispatchLiveMessage });
}
