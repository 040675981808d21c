import { z } from 'zod';
import { ADMIN_MAX_BODY_BYTES, EVERY_ROLE, forRoles, OWNER_ONLY, STAFF_ROLES } from './contract';

/*
 * Staff accounts and their sessions. A staff member signs in to the back office with an email
 * and a password and works with the rights of one role; the owner adds, changes and disables
 * members. The admin token stays for scripts and the command line, with every right. Every
 * write through the admin API, by whoever, is kept in the audit log the owner reads here.
 */

/** Staff passwords are longer than shoppers': a back office session can change everything. */
export const STAFF_PASSWORD = { min: 12, max: 128 } as const;
/** Entries one page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;
/** Entries the CLI or the back office may ask for at once. */
const AUDIT_MAX_PAGE = 200;

const emailSchema = z.email({ message: 'Enter an email address like name@example.com' }).max(254).trim().toLowerCase();
const passwordSchema = z
  .string()
  .min(STAFF_PASSWORD.min, { message: `Use at least ${STAFF_PASSWORD.min} characters` })
  .max(STAFF_PASSWORD.max, { message: `Use at most ${STAFF_PASSWORD.max} characters` });
const roleSchema = z.enum(STAFF_ROLES);

/** Who is calling: a staff member, or a script with the admin token. */
export const adminCallerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), email: z.string(), role: roleSchema }),
  z.object({ kind: z.literal('token') }),
]);
export type AdminCaller = z.output<typeof adminCallerSchema>;

export const staffMemberSchema = z.object({
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  passwordChangedAt: z.string(),
  disabled: z.boolean(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  /** The staff member's email, or `admin token`. */
  actor: z.string(),
  call: z.string(),
  target: z.string(),
  status: z.int(),
  before: z.unknown().meta({ description: 'What the call read before the write; null when it reads nothing or there was nothing' }),
  after: z.unknown().meta({ description: 'What it read after the write, or what the write answered' }),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

const member = z.object({ member: staffMemberSchema });

export const STAFF_CALLS = forRoles(OWNER_ONLY, {
  /** Signs a staff member in: the session goes in an HttpOnly cookie. Wrong email or password: 401, alike. */
  'session/start': {
    roles: 'anyone',
    method: 'POST',
    path: '/session',
    request: z.object({ email: emailSchema, password: z.string().min(1, { message: 'Enter your password' }).max(STAFF_PASSWORD.max) }),
    answer: z.object({ caller: adminCallerSchema }),
    maxBodyBytes: 4096,
  },
  'session/get': { roles: EVERY_ROLE, method: 'GET', path: '/session', answer: z.object({ caller: adminCallerSchema }), maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** Signs out: the session ends for good. */
  'session/end': { roles: EVERY_ROLE, method: 'POST', path: '/session/end', answer: z.object({ ended: z.literal(true) }), maxBodyBytes: 1024 },
  /** Changes the signed-in member's password and ends every other session of theirs. */
  'session/password': {
    roles: EVERY_ROLE,
    method: 'PUT',
    path: '/session/password',
    request: z.object({ currentPassword: z.string().min(1, { message: 'Enter your current password' }).max(STAFF_PASSWORD.max), newPassword: passwordSchema }),
    answer: z.object({ endedSessions: z.int() }),
    maxBodyBytes: 4096,
  },
  'staff/list': { method: 'GET', path: '/staff', answer: z.object({ staff: z.array(staffMemberSchema) }), maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'staff/get': { method: 'GET', path: '/staff/:email', answer: member, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** 201. An email already on the staff: 409. */
  'staff/add': {
    reads: 'staff/get',
    method: 'POST',
    path: '/staff',
    request: z.object({ email: emailSchema, role: roleSchema, password: passwordSchema }),
    answer: member,
    maxBodyBytes: 4096,
  },
  /**
   * A new role, a new password or disabled (or enabled again). A new password or disabling ends
   * every session of theirs. The last enabled owner cannot lose the role or be disabled: 409.
   */
  'staff/update': {
    reads: 'staff/get',
    method: 'PUT',
    path: '/staff/:email',
    request: z
      .object({ role: roleSchema.optional(), password: passwordSchema.optional(), disabled: z.boolean().optional() })
      .refine((change) => Object.values(change).some((value) => value !== undefined), { message: 'Name a role, a password or disabled' }),
    answer: member,
    maxBodyBytes: 4096,
  },
  /** Newest first; `before` an entry's id for the next page. */
  'audit/list': {
    method: 'GET',
    path: '/audit',
    query: z.object({
      staff: z.string().trim().toLowerCase().max(254).optional(),
      call: z.string().trim().max(80).optional(),
      before: z.coerce.number().int().min(1).optional(),
      limit: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE).default(AUDIT_PAGE_SIZE),
    }),
    answer: z.object({ entries: z.array(auditEntrySchema), next: z.int().nullable() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: AUDIT_MAX_PAGE,
  },
});
