import { readdirSync, readFileSync } from 'node:fs';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { adminToken } from './fixture-names';
import { checkPageOnce } from './page-checks';

export { adminToken, HOSTILE_ARTICLE_SLUG } from './fixture-names';

/**
 * Every journey's page fails its test on any Content-Security-Policy violation: a script,
 * style or connection the policy blocks is a broken shop for real shoppers, even when the
 * journey's own checks pass. Reported through a binding so a violation just before a
 * navigation is not lost with its document; the console catches pages without JavaScript.
 * It fails too when a page does not hydrate on the HTML the server drew (the shop's start-up
 * reports it under that label): React then throws the server's HTML away and draws anew.
 * And every document the page loads is checked once it has hydrated (e2e/page-checks.ts):
 * axe's rules, colour contrast included, and on a zh-HK page the interface's words; each
 * address and viewport once in a run. `waitForApp` waits for that check, so a journey goes
 * on from the page as it was checked.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled, browser }, run) => {
    const violations: string[] = [];
    await page.exposeBinding('__reportCspViolation', (_source, violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation?: (violation: string) => void }).__reportCspViolation;
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
        );
      });
    });
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      if (message.text().startsWith('Hydration did not match the server HTML')) mismatches.push(`${page.url()}: ${message.text()}`);
    });
    const pageProblems: string[] = [];
    problemsOf.set(page, pageProblems);
    page.on('load', () => {
      const loaded = page.url();
      const previous = checksOf.get(page) ?? Promise.resolve();
      checksOf.set(
        page,
        previous.then(() =>
          javaScriptEnabled === false ? checkDocumentWithoutScripts(browser, page, loaded, pageProblems) : checkLoadedDocument(page, loaded, pageProblems),
        ),
      );
    });
    await run(page);
    await checksOf.get(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(mismatches, 'pages that did not hydrate on the server HTML').toEqual([]);
    expect(pageProblems, 'accessibility (axe) and zh-HK wording of the pages this journey loaded').toEqual([]);
  },
});

/** Each fixture page's running checks, and what they found. */
const checksOf = new WeakMap<Page, Promise<void>>();
const problemsOf = new WeakMap<Page, string[]>();

/** A navigation that took the document away while it was being checked: the next visit checks it. */
const leftBehind = (page: Page, loaded: string, error: unknown) =>
  page.isClosed() || page.url() !== loaded || /context was destroyed|has been closed|detached|navigat/i.test(String(error));

/**
 * Checks a document the page loaded, once its app has hydrated (a page without the app's
 * script at once). Runs beside the journey: if the journey moves on first, the document is
 * left for its next visit.
 */
async function checkLoadedDocument(page: Page, loaded: string, problems: string[]): Promise<void> {
  if (page.isClosed() || page.url() !== loaded || !/^https?:/.test(loaded)) return;
  const token = Math.random().toString(36).slice(2);
  try {
    const isPage = await page.evaluate(async (mark) => {
      if (document.contentType !== 'text/html') return false;
      const hydrates = document.querySelector('script[type="module"]') !== null;
      const deadline = Date.now() + 15_000;
      while (hydrates && !document.documentElement.hasAttribute('data-hydrated') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      (window as unknown as { __checkedDocument?: string }).__checkedDocument = mark;
      return true;
    }, token);
    if (!isPage) return;
    const found = await checkPageOnce(page, '', async () =>
      page.url() === loaded && (await page.evaluate(() => (window as unknown as { __checkedDocument?: string }).__checkedDocument)) === token,
    );
    problems.push(...found);
  } catch (error) {
    // A document the page replaced meanwhile at the same address (a reload, a redirect back) is
    // not the one checked: the checks of the document now there run on its own load.
    const stillThere = await page
      .evaluate((mark) => (window as unknown as { __checkedDocument?: string }).__checkedDocument === mark, token)
      .catch(() => false);
    if (!leftBehind(page, loaded, error) && stillThere) problems.push(`the checks could not run on ${loaded}: ${String(error).split('\n')[0]}`);
  }
}

/**
 * Checks a document a page without JavaScript loaded. Such a page runs no timers, so neither
 * axe nor a wait for hydration can run in it: its HTML, as the shopper got it, is opened in a
 * page of its own at the same address and size, scripts removed, and checked there.
 */
async function checkDocumentWithoutScripts(browser: Browser, page: Page, loaded: string, problems: string[]): Promise<void> {
  if (page.isClosed() || page.url() !== loaded || !/^https?:/.test(loaded)) return;
  let html: string;
  try {
    if (!(await page.evaluate(() => document.contentType === 'text/html'))) return;
    html = await page.content();
  } catch (error) {
    if (!leftBehind(page, loaded, error)) problems.push(`the checks could not read ${loaded}: ${String(error).split('\n')[0]}`);
    return;
  }
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const mirror = await context.newPage();
    await mirror.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === loaded)
        return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.replace(/<script\b[\s\S]*?<\/script>/gi, '') });
      return request.resourceType() === 'script' ? route.abort() : route.continue();
    });
    await mirror.goto(loaded);
    problems.push(...(await checkPageOnce(mirror, 'without JavaScript')));
  } finally {
    await context.close();
  }
}

/**
 * Checks the page as it stands now, in a state its address does not name (`state`: a drawer
 * open, a form filled), once per address, viewport and state; what it finds fails the journey
 * at its end with everything else the checks found.
 */
export async function checkPage(page: Page, state: string): Promise<void> {
  await checksOf.get(page);
  const found = await checkPageOnce(page, state);
  const problems = problemsOf.get(page);
  if (problems) problems.push(...found);
  else expect(found, `accessibility (axe) and zh-HK wording of ${page.url()} (${state})`).toEqual([]);
}
export { expect };

/** The interface strings shoppers see, straight from the translation tables: the shared one and every area's. */
export function locale(name: 'en' | 'zh-CN' | 'zh-HK'): Record<string, Record<string, unknown>> {
  const merge = (into: Record<string, unknown>, from: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(from)) {
      const existing = into[key];
      if (typeof value === 'object' && value !== null && typeof existing === 'object' && existing !== null)
        merge(existing as Record<string, unknown>, value as Record<string, unknown>);
      else into[key] = value;
    }
    return into;
  };
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const areas = readdirSync('locales', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return areas.reduce((table, area) => merge(table, read(`locales/${area.name}/${name}.json`)), read(`locales/${name}.json`)) as Record<
    string,
    Record<string, unknown>
  >;
}

export function text(table: Record<string, unknown>, path: string): string {
  let at: unknown = table;
  for (const key of path.split('.')) at = (at as Record<string, unknown>)[key];
  if (typeof at !== 'string') throw new Error(`No string at ${path}`);
  return at;
}

/**
 * Waits until the app has hydrated, so clicks are handled by the router and not by a reload;
 * until the page drawn is the one in the address bar (in-app navigation changes the address
 * first, and a field filled meanwhile belongs to the page that goes); and until every block is
 * live: a block below the fold gets its code when the browser is idle after that, and a click
 * on it before then does nothing (src/renderer/react/page-renderer.tsx).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.renderedPath === location.pathname), { message: 'the page drawn is the one in the address bar', timeout: 15_000 })
    .toBe(true);
  await expect(page.locator('[data-block-id]:not([data-block-live])')).toHaveCount(0, { timeout: 15_000 });
  await checksOf.get(page);
}

/**
 * Waits until a picture is drawn: loaded, with pixels. Visible is not enough, an image is
 * visible (its box laid out) before its bytes arrive; a broken address never gets there.
 */
export async function expectPictureDrawn(picture: Locator): Promise<void> {
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: 'the picture loaded, with pixels' })
    .toBe(true);
}

/** Puts a marker on the window: it survives in-app navigation and vanishes on a document reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Mail and text messages as the admin API reads them from the outbox, newest first. */
export type OutboxMessage = { template: string; recipient: string; body: string; subject: string };

/** The outbox's messages to an address, or what the shop answered instead (a refusal, such as the admin API's rate limit). */
async function outbox(page: Page, recipient: string): Promise<OutboxMessage[] | string> {
  const response = await page.request.get(`/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok()) return `${response.status()} ${await response.text()}`;
  const answer: { data: OutboxMessage[] } = await response.json();
  return answer.data;
}

/** The newest message of a template to an address, waiting until the shop has written it; a wait that ends says what the outbox last answered. */
export async function latestMessage(page: Page, recipient: string, template: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  let last = 'nothing yet';
  await expect
    .poll(
      async () => {
        const read = await outbox(page, recipient);
        last = typeof read === 'string' ? `a refusal: ${read}` : `${read.length} messages, none a ${template}`;
        found = typeof read === 'string' ? undefined : read.find((message) => message.template === template);
        return found !== undefined;
      },
      { message: `a "${template}" message to ${recipient} in the outbox` },
    )
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(`No "${template}" message to ${recipient} in the outbox; it last answered ${last}`, { cause: error });
    });
  return found!;
}

/** The 6-digit code a message carries. */
export const codeIn = (message: OutboxMessage) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';

/** At checkout, in English: adds Ada Lovelace's Boston address through the address dialog, which chooses it at once. */
export async function addBostonAddressAtCheckout(page: Page): Promise<void> {
  const address = page.getByRole('group', { name: 'Shipping address' });
  await address.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New shipping address' });
  await dialog.getByRole('textbox', { name: /First name/ }).fill('Ada');
  await dialog.getByRole('textbox', { name: /Last name/ }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: /^Address/ }).fill('12 Analytical Way');
  await dialog.getByRole('textbox', { name: /City/ }).fill('Boston');
  await dialog.getByRole('textbox', { name: /State/ }).fill('MA');
  await dialog.getByRole('textbox', { name: /ZIP code/ }).fill('02115');
  await dialog.getByRole('textbox', { name: /Phone/ }).fill('617 555 0123');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(address.getByRole('radio', { name: /Boston/ })).toBeChecked();
}

/** Slides the sign-up's human check to its end and waits for the shop to say it passed. */
async function passSlider(page: Page, success: string): Promise<void> {
  await page.getByRole('slider').focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('status').filter({ hasText: success })).toHaveCount(1, { timeout: 20_000 });
}

/** Signs a new shopper up by email (password `a-long-password`), up to the page asking for the mailed code. */
export async function signUpByEmail(page: Page, words: Record<string, Record<string, unknown>>, prefix: string, email: string): Promise<void> {
  await page.goto(`${prefix}/auth/signup`);
  await waitForApp(page);
  await page.getByRole('textbox', { name: text(words, 'fields.account') }).fill(email);
  await page.locator('input[name=password]').fill('a-long-password');
  await page.getByRole('textbox', { name: text(words, 'fields.firstName') }).fill('Ada');
  await page.getByRole('textbox', { name: text(words, 'fields.lastName') }).fill('Lovelace');
  await page.getByLabel(text(words, 'fields.birthday')).fill('1990-12-10');
  await page.getByRole('checkbox').check();
  await passSlider(page, text(words, 'validation.sliderSuccess'));
  await page.getByRole('button', { name: text(words, 'authPages.signUp.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/auth/verify-prompt$`));
  await expect(page.getByText(email)).toBeVisible();
}

/**
 * Runs `open` (a navigation) and waits until the page's live connection is open and has sent
 * its first heartbeat. Pages open their connection once idle, so a socket the previous page
 * opened just before leaving may show up and close at once: the one that counts stays open.
 */
export async function liveConnectionAfter(page: Page, open: () => Promise<unknown>): Promise<void> {
  const beating = new Set<import('@playwright/test').WebSocket>();
  const listen = (socket: import('@playwright/test').WebSocket) => socket.on('framesent', () => beating.add(socket));
  page.on('websocket', listen);
  try {
    await open();
    await expect.poll(() => [...beating].some((socket) => !socket.isClosed()), { timeout: 25_000, intervals: [250] }).toBe(true);
  } finally {
    page.off('websocket', listen);
  }
}
