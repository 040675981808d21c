import { Hono } from 'hono';
import en from '../../locales/checkout/en.json';
import zhCN from '../../locales/checkout/zh-CN.json';
import zhHK from '../../locales/checkout/zh-HK.json';
import { toMajorUnits } from '../../src/schema/commerce/money';
import { TRANSLATED_LOCALES, type TranslatedLocale, type UrlLanguage } from '../../src/schema/languages';
import type { CHECKOUT_CALLS } from '../../src/schema/web-api/checkout-calls';
import type { PaymentAnswer } from '../../src/schema/web-api/checkout';
import type { FindShopper } from '../http/shopper';
import type { WebApiDeps } from '../web-api/deps';
import type { WebCallHandler } from '../http/mount';
import { HandlerFailure } from '../http/handler-failure';
import { thankYouHref } from '../orders/order-view';
import type { Payments, StartPayment } from './payments';

/*
 * Paying: `order/pay` (a new attempt on an unpaid order, from the thank-you page or the order
 * page), the providers' callback route, and the demo provider's confirmation page, which the
 * shop serves itself as a bank's 3-D Secure page would be served by the bank.
 */

/** The answer of a payment start, or the refusal the shopper reads. */
export function paymentAnswer(
  started: StartPayment,
  placed: { orderId: string; orderNo: string; thankYouHref: string },
  _lang: UrlLanguage,
): PaymentAnswer {
  if (started.ok) return { ...placed, payment: { status: started.status, actionUrl: started.actionUrl } };
  switch (started.reason) {
    case 'order-not-found':
      throw new HandlerFailure(404, 'checkout.orderNotFound', 'No such order', [{ path: 'orderId', message: 'checkout.orderNotFound' }]);
    case 'not-payable':
      throw new HandlerFailure(409, 'checkout.notPayable', 'This order cannot be paid any more');
    case 'method-unavailable':
      throw new HandlerFailure(409, 'checkout.paymentUnavailable', 'No payment method available', [
        { path: 'paymentMethod', message: 'checkout.paymentUnavailable' },
      ]);
    case 'card-missing':
      throw new HandlerFailure(400, 'validation.required', 'This payment method needs a card', [
        { path: 'card.number', message: 'validation.required' },
      ]);
  }
}

export function paymentHandlers(deps: WebApiDeps): { 'order/pay': WebCallHandler<(typeof CHECKOUT_CALLS)['order/pay']> } {
  return {
    'order/pay': async ({ body, shopper }) => {
      const started = await deps.payments.startPayment({
        userId: shopper.id,
        orderId: body.orderId,
        methodCode: body.method,
        card: body.card ?? null,
        idempotencyKey: body.idempotencyKey,
      });
      const orderNo = started.ok ? started.orderNo : '';
      return paymentAnswer(started, { orderId: body.orderId, orderNo, thankYouHref: thankYouHref(body.lang, orderNo) }, body.lang);
    },
  };
}

const WORDS: Record<TranslatedLocale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
const URL_LANG: Record<TranslatedLocale, UrlLanguage> = { en: 'en', 'zh-CN': 'zh', 'zh-HK': 'zh-HK' };
const CALLBACK_BODY_LIMIT = 16 * 1024;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
const isUuid = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function confirmPage(locale: TranslatedLocale, body: string): string {
  const words = WORDS[locale].payment.confirm;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2328}h1{font-size:1.5rem}form{display:flex;gap:.75rem;margin-top:1.5rem}button{min-height:2.75rem;padding:.5rem 1.25rem;font-size:1rem;border-radius:.375rem;border:1px solid #1f2328;background:#fff;color:#1f2328;cursor:pointer}button[value=approve]{background:#1f2328;color:#fff}a{color:#0a58ca}</style></head><body><main>${body}</main></body></html>`;
}

/** A POST from another site must not answer a shopper's payment for them; `isOwnOrigin` is the shop API's own check. */
function fromOwnPage(request: Request, isOwnOrigin: (origin: string, url: URL) => boolean): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  if (!origin) return true;
  return isOwnOrigin(origin, new URL(request.url));
}

/**
 * `POST /api/payments/:provider/callback` (a provider reporting a result, signed) and the demo
 * provider's confirmation page `GET|POST /payments/demo/confirm?payment=<id>`.
 */
export function createPaymentRoutes(options: {
  payments: Payments;
  findShopper: FindShopper;
  isOwnOrigin: (origin: string, url: URL) => boolean;
}) {
  const routes = new Hono();
  const { payments } = options;

  routes.post('/api/payments/:provider/callback', async (c) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > CALLBACK_BODY_LIMIT) return c.json({ received: false, error: 'Body too large' }, 413);
    const rawBody = await c.req.text();
    if (rawBody.length > CALLBACK_BODY_LIMIT) return c.json({ received: false, error: 'Body too large' }, 413);
    const receipt = await payments.receiveCallback(c.req.param('provider'), rawBody, c.req.header('x-payment-signature'));
    switch (receipt) {
      case 'applied':
      case 'repeated':
        return c.json({ received: true, applied: receipt === 'applied' });
      case 'refused':
        return c.json({ received: false, error: 'Signature does not verify' }, 401);
      case 'amount-mismatch':
        return c.json({ received: false, error: 'The amount or currency is not the payment’s' }, 422);
      default:
        return c.json({ received: false, error: 'Unknown payment' }, 404);
    }
  });

  routes.get('/payments/demo/confirm', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const paymentId = c.req.query('payment');
    const shopper = await options.findShopper(c);
    const payment = shopper && isUuid(paymentId) ? await payments.paymentToConfirm(paymentId, shopper.id) : null;
    if (!payment || !shopper) return c.html(confirmPage('en', `<h1>${escapeHtml(en.thankYou.notFound)}</h1>`), 404);
    const locale = TRANSLATED_LOCALES.find((candidate) => candidate === payment.locale) ?? 'en';
    const words = WORDS[locale];
    const back = thankYouHref(URL_LANG[locale], payment.orderNo);
    if (!payment.waiting) {
      return c.html(
        confirmPage(
          locale,
          `<h1>${escapeHtml(words.payment.confirm.title)}</h1><p>${escapeHtml(words.payment.confirm.done)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(words.payment.confirm.back)}</a></p>`,
        ),
      );
    }
    const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: payment.currency }).format(
      toMajorUnits({ amount: payment.amountCents, currency: payment.currency }),
    );
    const lead = fill(words.payment.confirm.lead, { amount, orderNo: payment.orderNo, last4: payment.last4 });
    return c.html(
      confirmPage(
        locale,
        `<h1>${escapeHtml(words.payment.confirm.title)}</h1><p>${escapeHtml(lead)}</p>
<form method="post" action="/payments/demo/confirm"><input type="hidden" name="payment" value="${escapeHtml(paymentId!)}"><button type="submit" name="decision" value="approve">${escapeHtml(words.payment.confirm.approve)}</button><button type="submit" name="decision" value="decline">${escapeHtml(words.payment.confirm.decline)}</button></form>`,
      ),
    );
  });

  routes.post('/payments/demo/confirm', async (c) => {
    if (!fromOwnPage(c.req.raw, options.isOwnOrigin)) return c.text('Forbidden', 403);
    const shopper = await options.findShopper(c);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.text('Bad request', 400);
    }
    const paymentId = typeof form.payment === 'string' ? form.payment : undefined;
    const decision = form.decision;
    if (!shopper || !isUuid(paymentId) || (decision !== 'approve' && decision !== 'decline'))
      return c.html(confirmPage('en', `<h1>${escapeHtml(en.thankYou.notFound)}</h1>`), 404);
    const confirmed = await payments.confirmPayment(paymentId, shopper.id, decision === 'approve');
    if (!confirmed) return c.html(confirmPage('en', `<h1>${escapeHtml(en.thankYou.notFound)}</h1>`), 404);
    const locale = TRANSLATED_LOCALES.find((candidate) => candidate === confirmed.locale) ?? 'en';
    return c.redirect(thankYouHref(URL_LANG[locale], confirmed.orderNo), 303);
  });

  return routes;
}
