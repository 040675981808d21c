import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { escapeHtml } from '../../src/renderer/core/escape-html';
import { DEFAULT_LANGUAGE, htmlLang, isUrlLanguage, langPath, localeChain, type TranslatedLocale, type UrlLanguage } from '../../src/schema/languages';
import { newsletterFormSchema, type NewsletterNotice } from '../../src/schema/web-api/newsletter';
import { newsletterSignUp, type NewsletterSignUpDeps } from './newsletter-handlers';
import { confirmSubscription, unsubscribe, unsubscribeToken } from './newsletter';

/*
 * The newsletter without JavaScript: the block's form posts here (`POST {lang}/newsletter`,
 * urlencoded) and is answered with a 303 back to its page, which says what happened
 * (`#<spot>-sent`, shown by the block without a script). The links in mail land on plain pages drawn here. Confirming takes a
 * press of a button (a mail scanner that opens every link confirms no one); unsubscribing is
 * the link alone, and answers a repeated click the same.
 */

export type NewsletterRouteOptions = NewsletterSignUpDeps & { isOwnOrigin: (origin: string, url: URL) => boolean };

const MAX_FORM_BYTES = 4 * 1024;
const MAX_TOKEN_LENGTH = 200;

type PageWords = { title: string; text: string; button?: string; home: string };

const WORDS: Readonly<Record<TranslatedLocale, Record<'confirm' | 'confirmed' | 'confirmInvalid' | 'unsubscribed' | 'unsubscribeInvalid', PageWords>>> = {
  en: {
    confirm: { title: 'Confirm your subscription', text: 'Press the button to receive our newsletter at this address.', button: 'Confirm my subscription', home: 'Back to the shop' },
    confirmed: { title: 'You are subscribed', text: 'Thank you! Our newsletter will reach you at this address. Every issue carries a link to unsubscribe.', home: 'Back to the shop' },
    confirmInvalid: { title: 'This link no longer works', text: 'It may have expired or already been used. Sign up again from any page of the shop.', home: 'Back to the shop' },
    unsubscribed: { title: 'You are unsubscribed', text: 'This address will receive no more newsletters from us.', home: 'Back to the shop' },
    unsubscribeInvalid: { title: 'This link does not work', text: 'It may have been copied incompletely. Try the link in another of our mails.', home: 'Back to the shop' },
  },
  'zh-CN': {
    confirm: { title: '确认订阅', text: '点击按钮，即可用此地址接收我们的电子报。', button: '确认订阅', home: '返回商店' },
    confirmed: { title: '订阅成功', text: '谢谢！我们的电子报将发送到此地址，每一期都附有退订链接。', home: '返回商店' },
    confirmInvalid: { title: '此链接已失效', text: '链接可能已过期或已使用。您可以在商店的任意页面重新订阅。', home: '返回商店' },
    unsubscribed: { title: '已退订', text: '此地址将不再收到我们的电子报。', home: '返回商店' },
    unsubscribeInvalid: { title: '此链接无效', text: '链接可能复制不完整，请尝试我们其他邮件中的链接。', home: '返回商店' },
  },
  'zh-HK': {
    confirm: { title: '確認訂閱', text: '按下按鈕，即可用此地址接收我們的電子報。', button: '確認訂閱', home: '返回商店' },
    confirmed: { title: '訂閱成功', text: '多謝！我們的電子報將發送到此地址，每一期都附有取消訂閱連結。', home: '返回商店' },
    confirmInvalid: { title: '此連結已失效', text: '連結可能已過期或已使用。你可以在商店的任何頁面重新訂閱。', home: '返回商店' },
    unsubscribed: { title: '已取消訂閱', text: '此地址將不再收到我們的電子報。', home: '返回商店' },
    unsubscribeInvalid: { title: '此連結無效', text: '連結可能複製不完整，請嘗試我們其他郵件中的連結。', home: '返回商店' },
  },
};

function plainPage(c: Context, lang: UrlLanguage, words: PageWords, status: 200 | 400 | 404, form?: { action: string; token: string }) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  const button = form && words.button
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="token" value="${escapeHtml(form.token)}"><button type="submit">${escapeHtml(words.button)}</button></form>`
    : '';
  return c.html(
    `<!doctype html><html lang="${escapeHtml(htmlLang(lang))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title></head>` +
      `<body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p>${button}` +
      `<p><a href="${escapeHtml(langPath(lang) || '/')}">${escapeHtml(words.home)}</a></p></main></body></html>`,
    status,
  );
}

/** A path on this site to go back to; anything else (another site, a scheme) goes home. */
function backPath(back: unknown, lang: UrlLanguage): string {
  if (typeof back === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(back)) return back.split('#')[0]!;
  return langPath(lang) || '/';
}

// The page is the same for everyone (and cached so); only the fragment, which the block shows by `:target`, says what happened.
function withNotice(path: string, spot: unknown, notice: NewsletterNotice): string {
  const named = typeof spot === 'string' && /^[\w-]{1,60}$/.test(spot) ? spot : 'newsletter';
  return `${path}#${named}-${notice}`;
}

function fromOwnPage(c: Context, isOwnOrigin: NewsletterRouteOptions['isOwnOrigin']): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) return isOwnOrigin(origin, new URL(c.req.url));
  const site = c.req.header('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}

async function tokenOf(c: Context): Promise<string | null> {
  let token: unknown = c.req.query('token');
  if (c.req.method === 'POST') {
    try {
      const fields = await c.req.parseBody();
      token = fields.token ?? token;
    } catch {
      return null;
    }
  }
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

export function createNewsletterRoutes(options: NewsletterRouteOptions): Hono {
  const { db } = options;
  const { mailer } = options;
  const signUp = newsletterSignUp(options);
  const route = new Hono();
  const limit = bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text('The form is too large', 413) });

  const join = async (c: Context, lang: UrlLanguage) => {
    if (!fromOwnPage(c, options.isOwnOrigin)) return c.text('This form may only be sent from the shop’s own pages', 403);
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return c.text('The newsletter form takes application/x-www-form-urlencoded', 415);
    let fields: Record<string, unknown>;
    try {
      fields = await c.req.parseBody();
    } catch {
      return c.text('The form could not be read', 400);
    }
    const back = backPath(fields.back, lang);
    const parsed = newsletterFormSchema.safeParse(fields);
    if (!parsed.success) return c.redirect(withNotice(back, fields.spot, 'invalid'), 303);
    const outcome = await signUp(c, parsed.data.email, lang);
    return c.redirect(withNotice(back, parsed.data.spot, outcome.ok ? 'sent' : 'wait'), 303);
  };

  const confirm = async (c: Context, lang: UrlLanguage) => {
    const words = WORDS[localeChain(lang)[0] ?? 'en'];
    const token = await tokenOf(c);
    if (!token) return plainPage(c, lang, words.confirmInvalid, 400);
    if (c.req.method === 'GET') return plainPage(c, lang, words.confirm, 200, { action: `${langPath(lang)}/newsletter/confirm`, token });
    const subscriber = await confirmSubscription(db, token);
    if (!subscriber) return plainPage(c, lang, words.confirmInvalid, 400);
    const url = new URL(c.req.url);
    const origin = options.originOf ? options.originOf(url) : url.origin;
    const link = `${origin}${langPath(lang)}/newsletter/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(db, subscriber.id))}`;
    await mailer.send({ channel: 'email', recipient: subscriber.email, template: 'newsletter-welcome', locale: subscriber.locale, values: { unsubscribe: link } });
    return plainPage(c, lang, words.confirmed, 200);
  };

  const leave = async (c: Context, lang: UrlLanguage) => {
    const words = WORDS[localeChain(lang)[0] ?? 'en'];
    const token = await tokenOf(c);
    if (!token || !(await unsubscribe(db, token))) return plainPage(c, lang, words.unsubscribeInvalid, 404);
    return plainPage(c, lang, words.unsubscribed, 200);
  };

  const withLang = (handler: (c: Context, lang: UrlLanguage) => Promise<Response>) => ({
    plain: (c: Context) => handler(c, DEFAULT_LANGUAGE),
    prefixed: (c: Context) => {
      const lang = c.req.param('lang');
      // The default language has no prefix (`/en/…` is not an address of the shop).
      if (!isUrlLanguage(lang) || lang === DEFAULT_LANGUAGE) return c.text('Not found', 404);
      return handler(c, lang);
    },
  });
  const routes = [
    ['post', 'newsletter', join],
    ['get', 'newsletter/confirm', confirm],
    ['post', 'newsletter/confirm', confirm],
    ['get', 'newsletter/unsubscribe', leave],
    // RFC 8058's one-click unsubscribe posts to the same link.
    ['post', 'newsletter/unsubscribe', leave],
  ] as const;
  for (const [method, path, handler] of routes) {
    const { plain, prefixed } = withLang(handler);
    route[method](`/${path}`, limit, plain);
    route[method](`/:lang/${path}`, limit, prefixed);
  }
  return route;
}
