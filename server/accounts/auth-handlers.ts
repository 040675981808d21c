import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { ResponseCode } from '../../src/schema/envelope';
import { URL_LANGUAGE_OF, langPath, type TranslatedLocale } from '../../src/schema/languages';
import { AUTH_CALLS } from '../../src/schema/web-api/auth-calls';
import { AUTH_PROBLEMS, CODE_RULES } from '../../src/schema/web-api/auth';
import type { AccountId } from '../../src/schema/web-api/account-id';
import { isUniqueViolation, type Database } from '../db/database';
import { signInEvents, users } from '../db/schema';
import type { WebApiDeps } from '../web-api/deps';
import type { WebApiHandlers } from '../http/mount';
import { HandlerFailure } from '../http/handler-failure';
import { logAccountChange } from './account-log';
import { consumeCode, consumeToken, issueCode, issueToken, type CodeCheck } from './codes';
import { isKnownDevice, rememberDevice } from './devices';
import { issueHumanCheck, spendHumanCheck } from './human-check';
import { hashPassword, verifyPassword } from './passwords';
import { requestInfo } from './request-info';
import { clearSessionCookie, hashToken, revokeOtherSessions, revokeSession, setSessionCookie, startSession, type LoginMethod } from './sessions';
import { findUser, userInfoOf } from './user-info';
import { countHits, longestWait, recordHits, clearHits, type ThrottleRule } from './throttle';

type UserRow = typeof users.$inferSelect;

const MINUTE = 60 * 1000;
export const RESET_LINK_LIFETIME_MS = 30 * MINUTE;
export const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * MINUTE;

/** Failed sign-ins (password or code) counted per client address, per address + account, and per account from every address. */
export const SIGN_IN_LIMITS = {
  perIp: { limit: 20, windowMs: 15 * MINUTE },
  perIpAndAccount: { limit: 5, windowMs: 15 * MINUTE },
  /**
   * An attacker spread over many addresses meets these rather than a wait, which would lock the
   * owner out with them: after `humanCheckAfter` failures for the account from anywhere in
   * `humanCheckWindowMs`, its password sign-in needs a solved human check; after `codeAfter` in
   * `codeWindowMs`, also a code mailed to the account on a browser it never signed in from.
   */
  perAccount: { humanCheckAfter: 5, humanCheckWindowMs: 60 * MINUTE, codeAfter: 20, codeWindowMs: 24 * 60 * MINUTE },
} as const;

/** Codes and links sent, counted per address they go to and per client address. */
export const SEND_LIMITS = {
  perAddressSoon: { limit: 1, windowMs: CODE_RULES.resendAfterSeconds * 1000 },
  perAddressHour: { limit: 5, windowMs: 60 * MINUTE },
  perIpHour: { limit: 20, windowMs: 60 * MINUTE },
} as const;

// Keys name the account by hash: the throttle table need not hold addresses in the clear.
function signInRules(ip: string, account: string): ThrottleRule[] {
  return [
    { key: `signin-ip:${ip}`, ...SIGN_IN_LIMITS.perIp },
    { key: `signin-ip-account:${ip}:${hashToken(account)}`, ...SIGN_IN_LIMITS.perIpAndAccount },
  ];
}

/** Failures for the account from every address: counted, never waited on (see `SIGN_IN_LIMITS.perAccount`). */
const accountFailuresKey = (account: string) => `signin-account:${hashToken(account)}`;

/** What a message is for: each has its own resend wait, so a sign-up code does not hold back a sign-in code. */
type SendKind = 'signup' | 'signin' | 'new-device' | 'reset' | 'change';

function sendRules(ip: string, target: string, kind: SendKind): ThrottleRule[] {
  const address = `send-address:${kind}:${hashToken(target)}`;
  return [
    { key: address, ...SEND_LIMITS.perAddressSoon },
    { key: address, ...SEND_LIMITS.perAddressHour },
    { key: `send-ip:${ip}`, ...SEND_LIMITS.perIpHour },
  ];
}

function tooMany(c: Context, seconds: number, path: string, message: string, english: string): never {
  c.header('Retry-After', String(seconds));
  throw new HandlerFailure(429, message, `${english}; try again in ${seconds} s`, [{ path, message }]);
}

const humanCheckFailed = () =>
  new HandlerFailure(400, 'validation.verificationFailed', 'Verification failed', [{ path: 'humanCheck', message: 'validation.verificationFailed' }]);

const humanCheckRequired = () =>
  new HandlerFailure(400, AUTH_PROBLEMS.humanCheckRequired, 'Sign-ins to this account failed several times lately: send a solved human check (auth/challenge) as humanCheck', [
    { path: 'humanCheck', message: AUTH_PROBLEMS.humanCheckRequired },
  ]);

const wrongCredentials = () =>
  new HandlerFailure(400, AUTH_PROBLEMS.wrongCredentials, 'The account or password is not right', [{ path: 'password', message: AUTH_PROBLEMS.wrongCredentials }]);

function codeRefused(reason: Extract<CodeCheck, { ok: false }>['reason'] | 'wrong'): HandlerFailure {
  const message = reason === 'expired' ? AUTH_PROBLEMS.codeExpired : AUTH_PROBLEMS.wrongCode;
  const english = reason === 'expired' ? 'The code has expired or was tried too often' : 'The verification code is not right';
  return new HandlerFailure(400, message, english, [{ path: 'code', message }]);
}

// The session outlived its account: code 50 signs the browser out (spec §8).
const signedOut = () => new HandlerFailure(401, 'errors.signInAgain', 'Sign in to do this', [], ResponseCode.authInvalid);

const linkInvalid = () =>
  new HandlerFailure(400, AUTH_PROBLEMS.linkInvalid, 'This link is invalid, already used or expired', [{ path: 'token', message: AUTH_PROBLEMS.linkInvalid }]);

const channelOf = (id: AccountId) => (id.kind === 'email' ? 'email' : 'sms') as 'email' | 'sms';

const URL_LOCALES: Readonly<Record<string, TranslatedLocale>> = { zh: 'zh-CN', 'zh-CN': 'zh-CN', 'zh-HK': 'zh-HK', 'zh-TW': 'zh-HK' };

/**
 * The language of a message: the page's (`lang` in the body), else the page the request came
 * from (its Referer's first path segment), else the account's, else English.
 */
function messageLocale(lang: TranslatedLocale | undefined, referer: string | undefined, user?: UserRow | null): TranslatedLocale {
  if (lang) return lang;
  if (referer) {
    try {
      const fromPath = URL_LOCALES[new URL(referer).pathname.split('/')[1] ?? ''];
      if (fromPath) return fromPath;
      // A page without a language prefix is in the default language.
      if (!user) return 'en';
    } catch {
      // An unreadable Referer says nothing about the language.
    }
  }
  const stored = user?.locale;
  return stored === 'zh-CN' || stored === 'zh-HK' ? stored : 'en';
}

async function findAccount(db: Database, id: AccountId): Promise<UserRow | null> {
  const column = id.kind === 'email' ? users.email : users.mobile;
  const [user] = await db.select().from(users).where(eq(column, id.value)).limit(1);
  return user ?? null;
}

async function recordSignIn(
  db: Database,
  entry: { userId: string; ip: string; userAgent: string; method: LoginMethod; success: boolean; reason?: string },
): Promise<void> {
  await db.insert(signInEvents).values({
    userId: entry.userId,
    ip: entry.ip,
    userAgent: entry.userAgent,
    loginMethod: entry.method,
    success: entry.success,
    reason: entry.reason ?? '',
  });
}

/** Sign-up, sign-in (password and code), codes, recovery and changing the account's email or mobile. */
export function authHandlers(deps: WebApiDeps): WebApiHandlers<typeof AUTH_CALLS> {
  const { db } = deps;
  const cookies = deps.cookies ?? { secure: false };
  const { mailer } = deps;

  const linkTo = (c: Context, locale: TranslatedLocale, path: string, token?: string) => {
    const url = new URL(c.req.url);
    const origin = deps.originOf ? deps.originOf(url) : url.origin;
    return `${origin}${langPath(URL_LANGUAGE_OF[locale])}/auth/${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  };

  async function signIn(c: Context, user: UserRow, method: LoginMethod) {
    const { ip, userAgent } = requestInfo(c, deps.trustProxy);
    await recordSignIn(db, { userId: user.id, ip, userAgent, method, success: true });
    const session = await startSession(db, { userId: user.id, ip, userAgent, loginMethod: method });
    setSessionCookie(c, session, cookies);
    await rememberDevice(db, c, user.id, cookies);
    await deps.afterSignIn?.(c, user.id);
    return { userInfo: userInfoOf(user) };
  }

  /** Refuses with 429 while failed sign-ins from this address (or for this account from it) are over their limit. */
  async function checkSignInThrottle(c: Context, account: string, user: UserRow | null, method: LoginMethod, field: string) {
    const { ip, userAgent } = requestInfo(c, deps.trustProxy);
    const rules = signInRules(ip, account);
    const wait = await longestWait(db, rules);
    if (wait > 0) {
      if (user) await recordSignIn(db, { userId: user.id, ip, userAgent, method, success: false, reason: 'throttled' });
      tooMany(c, wait, field, AUTH_PROBLEMS.tooManyAttempts, 'Too many attempts');
    }
    return {
      async failed(reason: string) {
        const { codeAfter, codeWindowMs } = SIGN_IN_LIMITS.perAccount;
        await recordHits(db, [...rules, { key: accountFailuresKey(account), limit: codeAfter, windowMs: codeWindowMs }]);
        if (user) await recordSignIn(db, { userId: user.id, ip, userAgent, method, success: false, reason });
      },
      succeeded: () => clearHits(db, rules[1]!.key),
    };
  }

  /** What the failures for this account from every address now ask of a password sign-in. */
  async function accountSafeguards(account: string): Promise<{ humanCheck: boolean; code: boolean }> {
    const key = accountFailuresKey(account);
    const { humanCheckAfter, humanCheckWindowMs, codeAfter, codeWindowMs } = SIGN_IN_LIMITS.perAccount;
    return {
      humanCheck: (await countHits(db, key, humanCheckWindowMs)) >= humanCheckAfter,
      code: (await countHits(db, key, codeWindowMs)) >= codeAfter,
    };
  }

  /** Counts a message about to go to `target`, or refuses with 429 when too many went lately. */
  async function throttleSend(c: Context, target: string, kind: SendKind, field: string) {
    const { ip } = requestInfo(c, deps.trustProxy);
    const rules = sendRules(ip, target, kind);
    const wait = await longestWait(db, rules);
    if (wait > 0) tooMany(c, wait, field, AUTH_PROBLEMS.resendTooSoon, 'A code was sent a moment ago');
    await recordHits(db, rules);
  }

  async function requireHumanCheck(humanCheck: string) {
    if (!(await spendHumanCheck(db, humanCheck))) throw humanCheckFailed();
  }

  return {
    'auth/challenge': async () => ({ challenge: await issueHumanCheck(db) }),

    'auth/signin': async ({ body, c }) => {
      const user = await findAccount(db, body);
      const throttle = await checkSignInThrottle(c, body.value, user, 'password', 'password');
      // Asked before the password is tried, of an unknown account alike: the answer tells nothing of either.
      const asked = await accountSafeguards(body.value);
      if (asked.humanCheck) {
        if (body.humanCheck === undefined) throw humanCheckRequired();
        await requireHumanCheck(body.humanCheck);
      }
      // An unknown account costs the same hashing as a wrong password, and reads the same.
      const matches = await verifyPassword(body.password, user?.passwordHash ?? null);
      if (!user || !matches) {
        await throttle.failed('wrong-password');
        throw wrongCredentials();
      }
      if ((user.loginEmailVerification || asked.code) && !(await isKnownDevice(db, c, user.id))) {
        const target = user.email ?? user.mobile!;
        const channel = user.email ? 'email' : 'sms';
        if (body.code === undefined) {
          const { ip } = requestInfo(c, deps.trustProxy);
          const wait = await longestWait(db, sendRules(ip, target, 'new-device'));
          if (wait === 0) {
            await recordHits(db, sendRules(ip, target, 'new-device'));
            const code = await issueCode(db, { purpose: 'new-device', target, userId: user.id });
            await mailer.send({ channel, recipient: target, template: 'new-device-code', locale: messageLocale(body.lang, c.req.header('referer'), user), values: { code } });
          }
          return { status: 'code-required', channel, resendAfterSeconds: wait || CODE_RULES.resendAfterSeconds };
        }
        const check = await consumeCode(db, { purpose: 'new-device', target, code: body.code });
        if (!check.ok || check.userId !== user.id) {
          await throttle.failed('wrong-code');
          throw codeRefused(check.ok ? 'wrong' : check.reason);
        }
      }
      await throttle.succeeded();
      return { status: 'signed-in', ...(await signIn(c, user, 'password')) };
    },

    'auth/logout': async ({ shopper, c }) => {
      if (shopper) await revokeSession(db, { userId: shopper.id, sessionId: shopper.sessionId });
      clearSessionCookie(c, cookies);
      return null;
    },

    'auth/signup': async ({ body, c }) => {
      await requireHumanCheck(body.humanCheck);
      await throttleSend(c, body.value, 'signup', 'account');
      const locale = messageLocale(body.lang, c.req.header('referer'));
      // Hashed before the account is looked up: an address that has an account costs the same.
      const passwordHash = await hashPassword(body.password);
      const channel = channelOf(body);
      let created: UserRow | null = null;
      if (!(await findAccount(db, body))) {
        try {
          [created = null] = await db
            .insert(users)
            .values({
              email: body.kind === 'email' ? body.value : null,
              mobile: body.kind === 'mobile' ? body.value : null,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              birthday: body.birthday,
              locale,
            })
            .returning();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      // A code is stored either way, so trying codes against the address behaves the same; only a new account's is sent.
      const code = await issueCode(db, { purpose: 'signup', target: body.value, userId: created?.id ?? null });
      if (created) {
        const link =
          body.kind === 'email'
            ? linkTo(c, locale, 'verify-email', await issueToken(db, { purpose: 'verify-email', userId: created.id, target: body.value, lifetimeMs: VERIFY_LINK_LIFETIME_MS }))
            : '';
        await mailer.send({ channel, recipient: body.value, template: 'signup-code', locale, values: { code, link } });
      } else {
        await mailer.send({ channel, recipient: body.value, template: 'signup-exists', locale, values: { link: linkTo(c, locale, 'forget') } });
      }
      return { channel, resendAfterSeconds: CODE_RULES.resendAfterSeconds };
    },

    'auth/send-code': async ({ body, c }) => {
      await requireHumanCheck(body.humanCheck);
      await throttleSend(c, body.value, body.purpose, 'account');
      const user = await findAccount(db, body);
      const verified = user && (body.kind === 'email' ? user.emailVerifiedAt : user.mobileVerifiedAt) !== null;
      // Who gets a message: any account for a sign-in code; only a still unverified one for a sign-up code.
      const recipient = body.purpose === 'signin' ? user : verified ? null : user;
      const code = await issueCode(db, { purpose: body.purpose, target: body.value, userId: recipient?.id ?? null });
      if (recipient) {
        const locale = messageLocale(body.lang, c.req.header('referer'), recipient);
        const template = body.purpose === 'signin' ? 'signin-code' : 'signup-code';
        mailer.later(() => mailer.send({ channel: channelOf(body), recipient: body.value, template, locale, values: { code } }));
      }
      return { channel: channelOf(body), resendAfterSeconds: CODE_RULES.resendAfterSeconds };
    },

    'auth/signin-code': async ({ body, c }) => {
      const user = await findAccount(db, body);
      const throttle = await checkSignInThrottle(c, body.value, user, 'code', 'code');
      const check = await consumeCode(db, { purpose: 'signin', target: body.value, code: body.code });
      if (!user || !check.ok || check.userId !== user.id) {
        await throttle.failed('wrong-code');
        throw codeRefused(check.ok ? 'wrong' : check.reason);
      }
      await throttle.succeeded();
      return signIn(c, user, 'code');
    },

    'auth/verify-code': async ({ body, c }) => {
      const found = await findAccount(db, body);
      const throttle = await checkSignInThrottle(c, body.value, found, 'signup', 'code');
      const check = await consumeCode(db, { purpose: 'signup', target: body.value, code: body.code });
      if (!found || !check.ok || check.userId !== found.id) {
        await throttle.failed('wrong-code');
        throw codeRefused(check.ok ? 'wrong' : check.reason);
      }
      await throttle.succeeded();
      const now = new Date();
      const [user = found] = await db
        .update(users)
        .set(body.kind === 'email' ? { emailVerifiedAt: found.emailVerifiedAt ?? now } : { mobileVerifiedAt: found.mobileVerifiedAt ?? now })
        .where(eq(users.id, found.id))
        .returning();
      return signIn(c, user, 'signup');
    },

    'auth/verify-email': async ({ body }) => {
      const used = await consumeToken(db, { purpose: 'verify-email', token: body.token });
      if (!used) throw linkInvalid();
      // Only the address the link went to: one the shopper has since replaced stays unverified.
      const verified = await db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, used.userId), eq(users.email, used.target)))
        .returning({ email: users.email });
      if (verified.length === 0) throw linkInvalid();
      return { email: used.target };
    },

    'auth/forget': async ({ body, c }) => {
      await requireHumanCheck(body.humanCheck);
      await throttleSend(c, body.value, 'reset', 'account');
      const referer = c.req.header('referer');
      const linkFor = (locale: TranslatedLocale, token: string) => linkTo(c, locale, 'reset-password', token);
      // Looked up after answering: a known and an unknown account answer in the same time.
      mailer.later(async () => {
        const user = await findAccount(db, body);
        if (!user) return;
        const locale = messageLocale(body.lang, referer, user);
        const token = await issueToken(db, { purpose: 'reset-password', userId: user.id, target: body.value, lifetimeMs: RESET_LINK_LIFETIME_MS });
        await mailer.send({ channel: channelOf(body), recipient: body.value, template: 'reset-password', locale, values: { link: linkFor(locale, token) } });
      });
      return null;
    },

    'auth/reset-password': async ({ body, c }) => {
      const passwordHash = await hashPassword(body.password);
      const { ip } = requestInfo(c, deps.trustProxy);
      await db.transaction(async (tx) => {
        const used = await consumeToken(tx, { purpose: 'reset-password', token: body.token });
        if (!used) throw linkInvalid();
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
        const ended = await revokeOtherSessions(tx, used.userId, null);
        await logAccountChange(tx, { userId: used.userId, kind: 'password', detail: { via: 'reset-link', sessionsEnded: ended }, ip });
      });
      clearSessionCookie(c, cookies);
      return null;
    },

    'user/editEmail': async ({ body, shopper, c }) => {
      const user = await findUser(db, shopper.id);
      if (!user) throw signedOut();
      return changeAddress(c, user, { kind: 'email', value: body.email }, body.code, body.lang);
    },

    'user/editMobile': async ({ body, shopper, c }) => {
      const user = await findUser(db, shopper.id);
      if (!user) throw signedOut();
      return changeAddress(c, user, { kind: 'mobile', value: body.mobile }, body.code, body.lang);
    },
  };

  /** Both steps of changing the account's email or mobile: a code to the new address, then the change. */
  async function changeAddress(c: Context, user: UserRow, next: AccountId, code: string | undefined, lang: TranslatedLocale | undefined) {
    const field = next.kind;
    const column = next.kind === 'email' ? users.email : users.mobile;
    const current = next.kind === 'email' ? user.email : user.mobile;
    const purpose = next.kind === 'email' ? 'change-email' : 'change-mobile';
    if (current === next.value)
      throw new HandlerFailure(400, AUTH_PROBLEMS.sameAddress, 'This is already the account’s address', [{ path: field, message: AUTH_PROBLEMS.sameAddress }]);
    const locale = messageLocale(lang, c.req.header('referer'), user);
    if (code === undefined) {
      await throttleSend(c, next.value, 'change', field);
      // Sent whether or not another account has the address: the answer must not tell.
      const sent = await issueCode(db, { purpose, target: next.value, userId: user.id });
      await mailer.send({ channel: channelOf(next), recipient: next.value, template: 'change-code', locale, values: { code: sent } });
      return { status: 'code-sent' as const, channel: channelOf(next), resendAfterSeconds: CODE_RULES.resendAfterSeconds };
    }
    const check = await consumeCode(db, { purpose, target: next.value, code });
    if (!check.ok || check.userId !== user.id) throw codeRefused(check.ok ? 'wrong' : check.reason);
    const taken = () =>
      new HandlerFailure(409, AUTH_PROBLEMS.addressTaken, 'This address cannot be used for this account', [{ path: field, message: AUTH_PROBLEMS.addressTaken }]);
    const [other] = await db.select({ id: users.id }).from(users).where(and(eq(column, next.value), ne(users.id, user.id))).limit(1);
    if (other) throw taken();
    const now = new Date();
    const { ip } = requestInfo(c, deps.trustProxy);
    let changed: UserRow;
    try {
      changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set(next.kind === 'email' ? { email: next.value, emailVerifiedAt: now, updatedAt: now } : { mobile: next.value, mobileVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning();
        await logAccountChange(tx, { userId: user.id, kind: next.kind, detail: { from: current, to: next.value }, ip });
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    if (current) {
      await mailer.send({ channel: next.kind === 'email' ? 'email' : 'sms', recipient: current, template: 'address-changed', locale, values: { address: next.value } });
    }
    return { status: 'changed' as const, userInfo: userInfoOf(changed) };
  }
}
