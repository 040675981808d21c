import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/database';
import type { CookiePolicy } from './sessions';
import { sharedSecret } from './server-secrets';

/*
 * A browser is "known" to an account once someone signed in to that account from it. The
 * browser keeps, in a long-lived HttpOnly cookie, a tag per account: an HMAC of the account
 * id with a secret the server keeps, so a tag cannot be made up for another account. Login
 * email verification asks for a code only from browsers without the account's tag.
 */

export const DEVICE_COOKIE = 'vitrine_device';
const MAX_ACCOUNTS = 10;
const LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;

async function tagOf(db: Database, userId: string): Promise<string> {
  return createHmac('sha256', await sharedSecret(db, 'device')).update(userId).digest('base64url').slice(0, 22);
}

function tagsIn(c: Context): string[] {
  return (getCookie(c, DEVICE_COOKIE) ?? '').split('.').filter((tag) => /^[\w-]{22}$/.test(tag));
}

export async function isKnownDevice(db: Database, c: Context, userId: string): Promise<boolean> {
  return tagsIn(c).includes(await tagOf(db, userId));
}

/** Marks this browser as one the account signed in from (the newest accounts kept when it holds many). */
export async function rememberDevice(db: Database, c: Context, userId: string, policy: CookiePolicy): Promise<void> {
  const tag = await tagOf(db, userId);
  const tags = [tag, ...tagsIn(c).filter((known) => known !== tag)].slice(0, MAX_ACCOUNTS);
  setCookie(c, DEVICE_COOKIE, tags.join('.'), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: policy.secure,
    path: '/',
    expires: new Date(Date.now() + LIFETIME_MS),
  });
}
