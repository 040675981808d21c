import type { Context } from 'hono';
import type { z } from 'zod';
import { STAFF_CALLS } from '../../src/schema/admin-api/staff';
import { ResponseCode } from '../../src/schema/envelope';
import { SIGN_IN_LIMITS } from '../accounts/auth-handlers';
import { verifyPassword } from '../accounts/passwords';
import { requestInfo } from '../accounts/request-info';
import { hashToken, type CookiePolicy } from '../accounts/sessions';
import { clearHits, longestWait, recordHits, type ThrottleRule } from '../accounts/throttle';
import type { Database } from '../db/database';
import type { AdminHandlers } from '../http/admin-mount';
import { invalid, refuseBody } from '../http/admin-refusals';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { problemsFromZod } from '../http/problems';
import type { Logger } from '../logger';
import { callerOf, clearStaffCookie, describeCaller, setCaller, setStaffCookie } from './admin-access';
import { listAudit } from './audit';
import { addStaff, changeStaff, endStaffSession, findStaff, listStaff, memberOf, passwordHashOf, setOwnPassword, startStaffSession } from './staff-accounts';

/*
 * The back office's sign-in and the owner's management of the staff, under /api/admin
 * (src/schema/admin-api/staff.ts):
 *
 *   POST /session {email, password}          sign in (cookie); wrong email or password: 401, alike
 *   GET  /session                            who is calling
 *   POST /session/end                        sign out
 *   PUT  /session/password                   a new password of one's own; other sessions end
 *   GET  /staff, GET /staff/<email>          the staff (owner)
 *   POST /staff {email, role, password}      a new member (owner); 409 when the email is taken
 *   PUT  /staff/<email> {role?, password?, disabled?}   (owner); the last owner stays: 409
 *   GET  /audit?staff=&call=&before=&limit=  the audit log, newest first (owner)
 */

/** Failed staff sign-ins are counted per client address and per address + account, under shoppers' limits. */
export const STAFF_SIGN_IN_LIMITS = { perIp: SIGN_IN_LIMITS.perIp, perIpAndAccount: SIGN_IN_LIMITS.perIpAndAccount } as const;

function signInRules(ip: string, email: string): ThrottleRule[] {
  return [
    { key: `staff-signin-ip:${ip}`, ...STAFF_SIGN_IN_LIMITS.perIp },
    { key: `staff-signin-ip-account:${ip}:${hashToken(email)}`, ...STAFF_SIGN_IN_LIMITS.perIpAndAccount },
  ];
}

async function parsedBody<S extends z.ZodType>(c: Context, schema: S, what: string): Promise<{ ok: true; value: z.output<S> } | { ok: false; refusal: Response }> {
  const body = await readJsonBody(c);
  if (!body.ok) return { ok: false, refusal: refuseBody(c, body) };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, refusal: invalid(c, what, problemsFromZod(parsed.error, body.value)) };
  return { ok: true, value: parsed.data };
}

export function adminStaffHandlers(deps: { db: Database; logger: Logger; cookies: CookiePolicy; trustProxy: number }): AdminHandlers<typeof STAFF_CALLS> {
  const { db, logger } = deps;
  const noMember = (c: Context, email: string) => failEnvelope(c, 404, ResponseCode.fail, `No staff member ${email}`);

  return {
    'session/start': async ({ c, ok }) => {
      const body = await parsedBody(c, STAFF_CALLS['session/start'].request, 'Invalid sign-in');
      if (!body.ok) return body.refusal;
      const { email, password } = body.value;
      const { ip, userAgent } = requestInfo(c, deps.trustProxy);
      const rules = signInRules(ip, email);
      const wait = await longestWait(db, rules);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return failEnvelope(c, 429, ResponseCode.fail, `Too many failed sign-ins; try again in ${wait} s`);
      }
      const row = await findStaff(db, email);
      // An unknown email costs the same hashing as a wrong password, and reads the same; so does a disabled member.
      const matches = await verifyPassword(password, row?.passwordHash ?? null);
      if (!row || !matches || row.disabledAt !== null) {
        await recordHits(db, rules);
        logger.warn('Staff sign-in refused', { ip });
        return failEnvelope(c, 401, ResponseCode.permission, 'Wrong email or password');
      }
      await clearHits(db, rules[1]!.key);
      const started = await startStaffSession(db, { staffId: row.id, ip, userAgent });
      setStaffCookie(c, started, deps.cookies);
      const caller = { kind: 'staff', session: { staffId: row.id, sessionId: started.sessionId, email: row.email, role: memberOf(row).role } } as const;
      setCaller(c, caller);
      logger.info('Staff signed in', { email: row.email });
      return ok({ caller: describeCaller(caller) });
    },
    'session/get': ({ c, ok }) => ok({ caller: describeCaller(callerOf(c)!) }),
    'session/end': async ({ c, ok }) => {
      const caller = callerOf(c)!;
      if (caller.kind === 'staff') await endStaffSession(db, caller.session.sessionId);
      clearStaffCookie(c, deps.cookies);
      return ok({ ended: true });
    },
    'session/password': async ({ c, ok }) => {
      const caller = callerOf(c)!;
      if (caller.kind !== 'staff') return failEnvelope(c, 400, ResponseCode.fail, 'The admin token has no password: sign in as a staff member to change yours');
      const body = await parsedBody(c, STAFF_CALLS['session/password'].request, 'Invalid password change');
      if (!body.ok) return body.refusal;
      if (!(await verifyPassword(body.value.currentPassword, await passwordHashOf(db, caller.session.staffId)))) {
        return invalid(c, 'Invalid password change', [{ path: 'currentPassword', message: 'The current password is wrong' }]);
      }
      return ok({ endedSessions: await setOwnPassword(db, caller.session, body.value.newPassword) });
    },
    'staff/list': async ({ ok }) => ok({ staff: (await listStaff(db)).map(memberOf) }),
    'staff/get': async ({ c, param, ok }) => {
      const row = await findStaff(db, param('email'));
      return row ? ok({ member: memberOf(row) }) : noMember(c, param('email'));
    },
    'staff/add': async ({ c, ok }) => {
      const body = await parsedBody(c, STAFF_CALLS['staff/add'].request, 'Invalid staff member');
      if (!body.ok) return body.refusal;
      const row = await addStaff(db, body.value);
      if (!row) return failEnvelope(c, 409, ResponseCode.fail, `${body.value.email} is already on the staff`);
      logger.info('Staff member added', { email: row.email, role: row.role });
      return ok({ member: memberOf(row) }, 201);
    },
    'staff/update': async ({ c, param, ok }) => {
      const body = await parsedBody(c, STAFF_CALLS['staff/update'].request, 'Invalid staff change');
      if (!body.ok) return body.refusal;
      const changed = await changeStaff(db, param('email'), body.value);
      if (!changed.ok && changed.reason === 'unknown') return noMember(c, param('email'));
      if (!changed.ok) return failEnvelope(c, 409, ResponseCode.fail, `${param('email')} is the last owner: make another member owner first`);
      return ok({ member: memberOf(changed.row) });
    },
    'audit/list': async ({ c, ok }) => {
      const query = { staff: c.req.query('staff'), call: c.req.query('call'), before: c.req.query('before'), limit: c.req.query('limit') };
      const parsed = STAFF_CALLS['audit/list'].query.safeParse(query);
      if (!parsed.success) return invalid(c, 'Invalid audit query', problemsFromZod(parsed.error, query));
      return ok(await listAudit(db, parsed.data));
    },
  };
}
