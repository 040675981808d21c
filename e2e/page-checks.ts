import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_ARTICLES } from '../server/demo/articles';
import { DEMO_PRODUCTS } from '../server/demo/products';

/*
 * What every journey checks on every built page it loads, besides its own assertions:
 * axe's accessibility rules (colour contrast included), and on a Traditional Chinese page,
 * that the interface speaks Traditional Chinese. Each runs once per address and viewport
 * in a run of the journeys, right after the page hydrates, so a journey pays for a page only
 * the first time any journey opens it.
 */

/**
 * Findings of axe that are not the shop's fault, each with its reason. A finding matches
 * when its rule is the same and its target contains `target` (when given) on a page whose
 * path matches `path` (when given).
 */
const AXE_EXCEPTIONS: readonly { rule: string; path?: RegExp; target?: string; reason: string }[] = [];

/** How far below its expected ratio an `incomplete` colour-contrast result may be before it counts (rounding of axe's own figures). */
const RATIO_SLACK = 0.005;

type AxeNode = {
  target: unknown[];
  html: string;
  failureSummary?: string;
  any: { id: string; message: string; data?: unknown }[];
  all: { id: string; message: string; data?: unknown }[];
  none: { id: string; message: string; data?: unknown }[];
};
type AxeResult = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };

const targetOf = (node: AxeNode) => node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' ');
const snippet = (html: string) => (html.length > 160 ? `${html.slice(0, 157)}...` : html);

function excepted(rule: string, path: string, target: string): boolean {
  return AXE_EXCEPTIONS.some(
    (exception) =>
      exception.rule === rule && (!exception.path || exception.path.test(path)) && (!exception.target || target.includes(exception.target)),
  );
}

/**
 * The ratio an `incomplete` colour-contrast result states, when it states one below what the
 * text needs: axe files text of the same colour as its background (an invisible button) under
 * `incomplete` with "a 1:1 contrast ratio", not under violations. Results that name no ratio
 * (a background picture, a gradient, text covered by another element) say nothing either way.
 */
export function statedLowContrast(data: unknown): { ratio: number; expected: number } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { contrastRatio, expectedContrastRatio } = data as { contrastRatio?: unknown; expectedContrastRatio?: unknown };
  if (typeof contrastRatio !== 'number' || !(contrastRatio > 0)) return null;
  const expected = typeof expectedContrastRatio === 'string' ? Number.parseFloat(expectedContrastRatio) : 4.5;
  const needed = Number.isFinite(expected) && expected > 0 ? expected : 4.5;
  return contrastRatio < needed - RATIO_SLACK ? { ratio: contrastRatio, expected: needed } : null;
}

/** axe on the page as it stands: every rule axe runs by default, colour contrast included. One line per element that fails. */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the shop has no frames, and the default mode
  // opens a blank page for every run to merge frame results, which costs seconds a page.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations', 'incomplete'] })
    .analyze();
  const path = new URL(page.url()).pathname;
  const problems: string[] = [];
  for (const rule of results.violations as AxeResult[]) {
    for (const node of rule.nodes) {
      const target = targetOf(node);
      if (excepted(rule.id, path, target)) continue;
      const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      problems.push(
        `${rule.id} (${rule.impact ?? 'no impact'}) on ${where}: ${rule.help}\n    at ${target}: ${snippet(node.html)}\n    ${why}`,
      );
    }
  }
  for (const rule of results.incomplete as AxeResult[]) {
    if (rule.id !== 'color-contrast') continue;
    for (const node of rule.nodes) {
      const check = [...node.any, ...node.all, ...node.none].find((candidate) => candidate.id === 'color-contrast');
      const low = statedLowContrast(check?.data);
      if (!low) continue;
      const target = targetOf(node);
      if (excepted(rule.id, path, target)) continue;
      problems.push(
        `color-contrast (incomplete, stated ${low.ratio}:1, needs ${low.expected}:1) on ${where}: ${check?.message ?? rule.help}\n    at ${target}: ${snippet(node.html)}`,
      );
    }
  }
  return problems;
}

/**
 * Words in Latin letters a Traditional Chinese page may show, each group with its reason.
 * Anything else in Latin letters is English the interface forgot to translate.
 */
const ALLOWED_LATIN_WORDS: readonly { words: readonly string[]; reason: string }[] = [
  { words: ['Vitrine'], reason: 'the shop’s name' },
  {
    words: [
      'Chrome',
      'Safari',
      'Firefox',
      'Edge',
      'Opera',
      'Chromium',
      'Linux',
      'Windows',
      'macOS',
      'iOS',
      'Android',
      'iPhone',
      'iPad',
      'Mac',
    ],
    reason: 'browsers and systems go by their own names in Hong Kong',
  },
  { words: ['IP', 'USD', 'HKD', 'CNY', 'EUR', 'GBP', 'JPY'], reason: 'IP addresses and ISO currency codes are written so in Hong Kong' },
  { words: ['JPEG', 'PNG', 'WebP', 'GIF', 'AVIF', 'MB', 'KB'], reason: 'file formats and sizes are written so in Chinese' },
  { words: ['XXS', 'XS', 'XL', 'XXL', 'XXXL'], reason: 'clothing sizes are the same letters in every language' },
  {
    words: ['Visa', 'Mastercard', 'UnionPay', 'JCB', 'Amex', 'PayPal', 'Alipay', 'WeChat', 'Pay', 'FPS', 'SF', 'Express'],
    reason: 'payment networks and carriers go by their own names',
  },
  {
    words: [
      'Mei',
      'Chen',
      'Lin',
      'Tom',
      'Hargreaves',
      'Sofia',
      'Reyes',
      'Grace',
      'Chan',
      'Daniel',
      'Okafor',
      'Ada',
      'Lovelace',
      'Hopper',
      'Lane',
      'Journey',
      'Shopper',
      'Buyer',
      'Ava',
      'Sam',
      'Ho',
    ],
    reason: 'people’s names in the demo data and the journeys: a name is its owner’s, not the interface’s',
  },
];

/** Latin words of the merchant's own Traditional Chinese text in the demo catalog and articles ("帆布 Tote 袋"): the merchant's, not the interface's. */
function merchantLatinWords(): string[] {
  const texts = [
    ...DEMO_PRODUCTS.flatMap((product) => [
      product.translations['zh-HK'].name,
      ...product.options.flatMap((option) => [option.name['zh-HK'], ...option.values.map((value) => value.label['zh-HK'])]),
    ]),
    ...DEMO_ARTICLES.flatMap((article) => [article.translations['zh-HK'].title, article.translations['zh-HK'].summary, article.author]),
  ];
  return [...new Set(texts.flatMap((text) => text.match(/[A-Za-z]+/g) ?? []))];
}

let allowedWords: string[] | undefined;
const allowedLatinWords = () =>
  (allowedWords ??= [...new Set([...ALLOWED_LATIN_WORDS.flatMap((group) => group.words), ...merchantLatinWords()])]);

/**
 * Parts of a page whose words are a merchant's or a shopper's, in whatever language they were
 * written: a review, a comment, an article's or a page's own text, a shopper's address,
 * profile or message. The interface around them is still read.
 */
const CONTENT_SELECTORS = [
  '[data-review]', // a shopper's review, in the language it was written in
  '[data-comments] li', // readers' comments under an article
  'address', // a shopper's address as typed
  'code', // an identifier the merchant looks up (a template's name)
  '[translate="no"]', // a code the shop shows as it was written, in every language (a SKU)
  'input',
  'textarea',
  'script',
  'style',
  'noscript',
  '[data-record]', // what the back office lists of its records as they were typed (a staff member's email)
  '[lang]:not(html):not([lang="zh-HK"])', // text marked as another language (a language picker's "English")
];

/**
 * A shopper's address as typed, where the shop lists addresses: its words are the shopper's,
 * but a country left as a bare code at its end ("…, 九龍, HK") is the interface's.
 */
const ADDRESS_SELECTORS = ['address', 'label:has(> input[type="radio"][name$="-address"]) > span'];

/**
 * The interface's words on a Traditional Chinese page: raw translation keys, raw codes (a
 * country code standing alone, a shipping method's id, a bracketed time zone) and English.
 * One line per offending text, with the words around it.
 */
export async function zhHkWordProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(
    ({ allowed, content, addresses }) => {
      const allowedSet = new Set(allowed);
      const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
      const problems: string[] = [];
      const judge = (text: string, place: string) => {
        const context = text.replace(/\s+/g, ' ').trim().slice(0, 90);
        const say = (what: string, token: string) => problems.push(`${what} "${token}" ${place}: "${context}"`);
        if (/\{\{\s*\w+\s*\}\}/.test(text)) say('an unfilled placeholder', /\{\{\s*\w+\s*\}\}/.exec(text)![0]);
        for (const bracketed of text.match(/\[[A-Z]{2,5}\]/g) ?? []) say('a raw code', bracketed);
        // Tokens: runs of letters, digits and the marks that join them in codes, addresses and keys.
        for (const token of text.replace(/\[[A-Z]{2,5}\]/g, ' ').match(/[A-Za-z0-9][A-Za-z0-9@._'’/+$#&-]*/g) ?? []) {
          const bare = token.replace(/[.'’-]+$/, '');
          if (bare.includes('@') || /[0-9$#/+&]/.test(bare)) continue; // emails, prices, SKUs, order numbers, coupon codes, MM/YY
          if (/^[a-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)*\.[a-z][A-Za-z0-9_-]*$/.test(bare)) say('a raw translation key', bare);
          else if (/^[a-z][A-Za-z0-9]*_[A-Za-z0-9_]+$/.test(bare)) say('a raw translation key', bare);
          else if (/^[a-z]+(?:-[a-z]+)+$/.test(bare)) say('a raw code', bare);
          else if (/^[A-Z]{2}$/.test(bare) && !allowedSet.has(bare) && regions.of(bare) !== undefined) say('a raw country code', bare);
          else
            for (const word of bare.match(/[A-Za-z]+/g) ?? []) {
              // One letter is a size (S, M, L) or a word written so in Chinese (T 恤).
              if (word.length > 1 && !allowedSet.has(word)) say('an English word', word);
            }
        }
      };
      const skip = (element: Element | null) => !element || content.some((selector) => element.closest(selector));
      const inAddress = (element: Element) => addresses.some((selector) => element.closest(selector));
      const describe = (element: Element) => {
        const block = element.closest('[data-block-type]')?.getAttribute('data-block-type');
        return `in <${element.tagName.toLowerCase()}>${block ? ` of block ${block}` : element.closest('header') ? ' of the header' : ''}`;
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent || !/[A-Za-z{]/.test(node.textContent) || skip(parent)) continue;
        // Visible text, and text kept for screen readers only (clipped, not hidden).
        if (!parent!.checkVisibility({ visibilityProperty: true })) continue;
        if (inAddress(parent!)) {
          const country = /(?:^|,)\s*([A-Z]{2})\s*$/.exec(node.textContent)?.[1];
          if (country && regions.of(country) !== undefined)
            problems.push(
              `a raw country code "${country}" ${describe(parent!)}: "${node.textContent.replace(/\s+/g, ' ').trim().slice(0, 90)}"`,
            );
          continue;
        }
        judge(node.textContent, describe(parent!));
      }
      for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        if (skip(element.parentElement) || !element.checkVisibility({ visibilityProperty: true })) continue;
        for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(attribute);
          if (value && /[A-Za-z{]/.test(value)) judge(value, `in the ${attribute} of <${element.tagName.toLowerCase()}>`);
        }
      }
      return [...new Set(problems)];
    },
    { allowed: allowedLatinWords(), content: CONTENT_SELECTORS, addresses: ADDRESS_SELECTORS },
  );
  return found.map((problem) => `zh-HK wording on ${where}: ${problem}`);
}

/** Whether a page speaks Traditional Chinese by its address (the language prefix). */
export const isZhHk = (url: string) => /^\/zh-HK(?:\/|$)/.test(new URL(url).pathname);

const checked = new Set<string>();

/**
 * Runs every check on a page once per address, viewport and state in this run of the
 * journeys; `state` names something the address alone does not say (a drawer that is open).
 * Answers the problems found, or nothing when the page was checked already, or when
 * `stillThere` says the document went away during the checks (it is then checked on its next visit).
 */
export async function checkPageOnce(page: Page, state = '', stillThere: () => Promise<boolean> = async () => true): Promise<string[]> {
  const url = new URL(page.url());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
  const viewport = page.viewportSize();
  const size = viewport ? `${viewport.width}×${viewport.height}` : 'default';
  const key = `${url.pathname}${url.search} ${size} ${state}`;
  if (checked.has(key)) return [];
  const where = `${url.pathname}${url.search} at ${size}${state ? ` (${state})` : ''}`;
  const problems = await axeProblems(page, where);
  // A shop page says its language in its address; the back office (/admin) in its document.
  const zhHk = isZhHk(page.url()) || (url.pathname.startsWith('/admin') && (await page.evaluate(() => document.documentElement.lang)) === 'zh-HK');
  if (zhHk) problems.push(...(await zhHkWordProblems(page, where)));
  if (!(await stillThere())) return [];
  checked.add(key);
  return problems;
}
