import { DEFAULT_LANGUAGE, URL_LANGUAGES } from '../schema/languages';
import type { FavoriteSlugs, FavoriteType } from '../schema/web-api/favorite-types';
import { favoriteStore, markFavorite, setFavoriteSlugs } from '../state/favorites';
import { isLoggedIn, session } from '../state/session';
import { readStored, writeStored } from '../state/storage';
import { ResponseCode } from '../schema/envelope';
import i18next from 'i18next';
import { showToast } from '../state/toasts';
import { ApiError } from './client';
import { callApi } from './web-api';
import en from '../../locales/favorite/en.json';
import zhCN from '../../locales/favorite/zh-CN.json';
import zhHK from '../../locales/favorite/zh-HK.json';

/*
 * The hearts' calls and the wish list store's loading (spec §4). Loaded on a heart's first
 * press and at idle time after start-up, never with the first page.
 */

export type FavoriteTarget = { type: FavoriteType; slug: string };

/** A favorite a signed-out shopper asked for, kept in this tab until they come back signed in. */
const PENDING_KEY = 'vitrine.pendingFavorite';
/** A pending favorite older than this is forgotten: the shopper has moved on. */
const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

function tabStorage(): Storage | null {
  try {
    return 'sessionStorage' in globalThis ? globalThis.sessionStorage : null;
  } catch {
    return null;
  }
}

export function rememberPendingFavorite(target: FavoriteTarget, now = Date.now()): void {
  try {
    tabStorage()?.setItem(PENDING_KEY, JSON.stringify({ ...target, at: now }));
  } catch {
    // Storage full or blocked: the shopper signs in and taps the heart again.
  }
}

const FAVORITE_TYPE_OF: Readonly<Record<string, FavoriteType>> = { product: 'product', article: 'article', page: 'page' };

/** The pending favorite, removed as it is read; null when none, stale or unreadable. */
export function takePendingFavorite(now = Date.now()): FavoriteTarget | null {
  const storage = tabStorage();
  let raw: string | null;
  try {
    raw = storage?.getItem(PENDING_KEY) ?? null;
    storage?.removeItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('type' in value) || !('slug' in value) || !('at' in value)) return null;
  const type = typeof value.type === 'string' && Object.hasOwn(FAVORITE_TYPE_OF, value.type) ? FAVORITE_TYPE_OF[value.type] : undefined;
  if (!type || typeof value.slug !== 'string' || typeof value.at !== 'number' || now - value.at > PENDING_MAX_AGE_MS) return null;
  return { type, slug: value.slug };
}

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The sign-in page in the shopper's language, asked to come back to `returnTo` afterwards. */
export function signInHref(returnTo: string, langPath: string = session.langPath): string {
  return `${langPath}/auth/signin?redirect=${encodeURIComponent(returnTo)}`;
}

export type ToggleOutcome = 'saved' | 'removed' | 'sign-in' | 'failed';

// The hearts' words come with their calls, not with every page's first tables.
const HEART_STRINGS = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** Says what became of a press, in a toast (a live region), so it is heard as well as seen. */
function announce(outcome: Exclude<ToggleOutcome, 'sign-in'>, name: string): void {
  for (const [locale, table] of Object.entries(HEART_STRINGS)) {
    if (i18next.hasResourceBundle(locale, 'translation') && i18next.getResource(locale, 'translation', 'favorite.heart') === undefined) {
      i18next.addResourceBundle(locale, 'translation', table, true, false);
    }
  }
  showToast({ type: outcome === 'failed' ? 'error' : 'success', message: i18next.t(`favorite.heart.${outcome}`, { name }) });
}

/**
 * Presses or releases a heart: the store changes at once and changes back if the server
 * refuses. A signed-out shopper is sent to sign in, and the favorite waits for their return.
 */
export async function toggleFavorite({
  target,
  on,
  fromPage,
  name,
  returnTo = currentAddress(),
  navigate,
  quiet = false,
}: {
  target: FavoriteTarget;
  on: boolean;
  /** What the page was drawn with, which the store starts from on its first change. */
  fromPage: FavoriteSlugs | null;
  /** What the shopper calls it, for the announcement. */
  name: string;
  /** Where to come back to after signing in: this page, unless told. */
  returnTo?: string;
  navigate: (href: string) => void;
  /** The caller announces the outcome itself. */
  quiet?: boolean;
}): Promise<ToggleOutcome> {
  if (!isLoggedIn()) {
    rememberPendingFavorite(target);
    navigate(signInHref(returnTo));
    return 'sign-in';
  }
  markFavorite(target.type, target.slug, on, fromPage);
  try {
    await callApi(on ? 'favorite/add' : 'favorite/cancel', target);
    // Something is in the wish list now: the next start-up must load it.
    if (on) writeStored('notWishList', false);
    const outcome = on ? 'saved' : 'removed';
    if (!quiet) announce(outcome, name);
    return outcome;
  } catch (error) {
    markFavorite(target.type, target.slug, !on, fromPage);
    // The session ended meanwhile: the client sends the shopper to sign in; keep what they asked for.
    if (error instanceof ApiError && error.code === ResponseCode.authInvalid && on) rememberPendingFavorite(target);
    if (!quiet) announce('failed', name);
    return 'failed';
  }
}

/**
 * At start-up, for a signed-in shopper: saves a favorite asked for before signing in, then
 * loads the wish list into the store once. An empty wish list sets `notWishList`, and later
 * start-ups skip the call until something is added or someone signs in again.
 */
export async function startWishList(langPath: string = session.langPath): Promise<void> {
  if (!isLoggedIn()) return;
  const pending = takePendingFavorite();
  if (pending) {
    try {
      await callApi('favorite/add', pending, { quiet: true });
      writeStored('notWishList', false);
    } catch {
      // Gone or refused meanwhile: nothing to save, and nothing the shopper can do here.
    }
  }
  if (readStored('notWishList')) return;
  const lang = URL_LANGUAGES.find((candidate) => `/${candidate}` === langPath) ?? DEFAULT_LANGUAGE;
  const wishList = await callApi('favorite/wishList', { lang }, { quiet: true });
  // A heart pressed while the list was loading is newer than the list.
  if (favoriteStore.slugs === null) setFavoriteSlugs(wishList.favorited);
  const total = wishList.favorited.product.length + wishList.favorited.article.length + wishList.favorited.page.length;
  if (total === 0) writeStored('notWishList', true);
}
