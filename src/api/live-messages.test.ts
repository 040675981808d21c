import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import zhHK from '../../locales/zh-HK.json';
import { globalI18n, initI18n, switchLanguage } from '../i18n/i18n';
import { orderChanges, showOrderOnScreen } from '../state/order-changes';
import { session } from '../state/session';
import { priceChanges, stockChanges, watchVariants } from '../state/variant-changes';
import { dismissAllToasts, toastStore } from '../state/toasts';
import { useMemoryStorage } from '../state/test-utils';
import { setToken } from '../state/session';
import { dispatchLiveMessage, listenForLiveMessages } from './live-messages';
import type { RealtimeSocket } from './realtime';

/* Each kind of live message reaches the store that cares, with a toast where a shopper would want one. */

const ORDER_ID = '0b7a3c55-5d43-4b4e-9a4f-2f1f0c7d9e11';
const orderChanged = { code: 0, msg: 'order-changed', data: { orderId: ORDER_ID, orderNo: 'VT20260101-0007', status: 'in-progress', payStatus: 'paid' } };

beforeAll(() => {
  useMemoryStorage();
  initI18n({ instance: globalI18n, lang: 'en', tables: { en, 'zh-HK': zhHK } });
});
beforeEach(() => dismissAllToasts());
afterEach(async () => {
  session.langPath = '';
  await switchLanguage(globalI18n, 'en', () => Promise.resolve({}));
});

const toasts = () => toastStore.toasts.map(({ type, message, link }) => ({ type, message, link }));

describe('dispatchLiveMessage', () => {
  it('records an order change and says so with a toast, unless the order is on screen', () => {
    expect(dispatchLiveMessage(orderChanged)).toBe(true);
    expect(orderChanges.byOrder[ORDER_ID]).toMatchObject({ status: 'in-progress', payStatus: 'paid' });
    expect(toasts()).toEqual([{ type: 'info', message: 'Your order VT20260101-0007 has been updated.', link: undefined }]);

    dismissAllToasts();
    const leave = showOrderOnScreen(ORDER_ID);
    const seq = orderChanges.byOrder[ORDER_ID]!.seq;
    dispatchLiveMessage(orderChanged);
    expect(orderChanges.byOrder[ORDER_ID]!.seq).toBe(seq + 1);
    expect(toasts()).toEqual([]);
    leave();
    dispatchLiveMessage(orderChanged);
    expect(toasts()).toHaveLength(1);
  });

  it('links an accepted review to its product, in the page language', async () => {
    await switchLanguage(globalI18n, 'zh-HK', () => Promise.resolve({}));
    session.langPath = '/zh-HK';
    dispatchLiveMessage({
      code: 0,
      msg: 'review-accepted',
      data: { reviewId: '5d1f0e0a-3f65-4a53-a7a9-0c4b8f1b2a33', productSlug: 'ceramic-teacup', productName: '陶瓷茶杯' },
    });
    expect(toasts()).toEqual([{ type: 'success', message: '你對 陶瓷茶杯 的評價已發佈。', link: { href: '/zh-HK/product/ceramic-teacup', label: '前往商品頁查看' } }]);
  });

  it('tells of an accepted comment and an answered inquiry', () => {
    dispatchLiveMessage({ code: 0, msg: 'comment-accepted', data: { commentId: '5d1f0e0a-3f65-4a53-a7a9-0c4b8f1b2a34', articleSlug: 'linen-care', articleTitle: 'Linen care' } });
    dispatchLiveMessage({ code: 0, msg: 'inquiry-answered', data: { inquiryId: '5d1f0e0a-3f65-4a53-a7a9-0c4b8f1b2a35', inquiryNo: 'IQ-42' } });
    expect(toasts()).toEqual([
      { type: 'success', message: 'Your comment on “Linen care” is now published.', link: { href: '/article/linen-care', label: 'Read the article' } },
      { type: 'info', message: 'The shop has answered your inquiry IQ-42.', link: undefined },
    ]);
  });

  it('keeps stock news only for the variants on screen, without a toast', () => {
    const stock = (sku: string, left: number) => ({ code: 0, msg: 'stock-changed', data: { productId: 7, variantId: 70, sku, stock: left, inStock: left > 0 } });
    const stopWatching = watchVariants(['TEE-01-S']);
    dispatchLiveMessage(stock('TEE-01-S', 0));
    dispatchLiveMessage(stock('MUG-02', 3));
    expect(stockChanges.bySku).toEqual({ 'TEE-01-S': { stock: 0, inStock: false } });
    expect(toasts()).toEqual([]);
    stopWatching();
    expect(stockChanges.bySku).toEqual({});
  });

  it('keeps price news only for the variants on screen, without a toast', () => {
    const price = (sku: string, amount: number) => ({ code: 0, msg: 'price-changed', data: { productId: 7, sku, price: amount, linePrice: null } });
    const stopWatching = watchVariants(['TEE-01-S']);
    expect(dispatchLiveMessage(price('TEE-01-S', 18))).toBe(true);
    dispatchLiveMessage(price('MUG-02', 3));
    expect(priceChanges.bySku).toEqual({ 'TEE-01-S': { price: 18, linePrice: null } });
    expect(toasts()).toEqual([]);
    stopWatching();
    expect(priceChanges.bySku).toEqual({});
  });

  it('ignores messages of unknown kinds and malformed ones', () => {
    expect(dispatchLiveMessage({ code: 0, msg: 'coupon-dropped', data: {} })).toBe(false);
    expect(dispatchLiveMessage({ code: 0, msg: 'order-changed', data: { orderId: 'not-a-uuid' } })).toBe(false);
    expect(dispatchLiveMessage({ code: 0, msg: 'review-accepted', data: { reviewId: '5d1f0e0a-3f65-4a53-a7a9-0c4b8f1b2a33', productSlug: 'x'.repeat(500), productName: 'Tee' } })).toBe(false);
    expect(toasts()).toEqual([]);
  });
});

describe('listenForLiveMessages', () => {
  class QuietSocket implements RealtimeSocket {
    static opened: QuietSocket[] = [];
    onopen = null;
    onmessage = null;
    onclose = null;
    onerror = null;
    closed = false;
    constructor(readonly url: string) {
      QuietSocket.opened.push(this);
    }
    send() {}
    close() {
      this.closed = true;
    }
  }

  it('opens a new socket when the shopper signs in or out, so the server hears the new session', () => {
    setToken(null);
    const stop = listenForLiveMessages({ url: 'ws://shop.test/ws/message?visitorId=v-1', WebSocket: QuietSocket, followSignIns: true });
    expect(QuietSocket.opened).toHaveLength(1);
    setToken('cookie');
    return Promise.resolve().then(() => {
      expect(QuietSocket.opened).toHaveLength(2);
      expect(QuietSocket.opened[0]!.closed).toBe(true);
      stop();
      expect(QuietSocket.opened[1]!.closed).toBe(true);
      setToken(null);
      return Promise.resolve().then(() => expect(QuietSocket.opened).toHaveLength(2));
    });
  });
});
