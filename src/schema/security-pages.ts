import { z } from 'zod';

/*
 * What the resolvers of `user/security`, `user/security/activity` and `user/log` add to page
 * data, and what their blocks draw. Times are ISO strings; browser and system are names read
 * from the user agent (`Chrome`, `macOS`), empty when it said nothing recognisable.
 */

const isoTime = z.iso.datetime({ offset: true });

export const deviceSchema = z.object({ browser: z.string().max(40), os: z.string().max(40) });

export const sessionViewSchema = z.object({
  id: z.string(),
  /** The session this page was drawn for. */
  current: z.boolean(),
  ip: z.string().max(64),
  device: deviceSchema,
  /** `password`, `code`, `signup`, `reset-password`. */
  loginMethod: z.string().max(40),
  createdAt: isoTime,
  lastSeenAt: isoTime,
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** Pages of a listing: 1-based `page`, as the catalog's listings count them. */
const listingPage = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
});

export const userSecurityDataSchema = z.object({
  loginEmailVerification: z.boolean(),
  /** Live sessions, the current one first, then the most recently seen. */
  sessions: z.array(sessionViewSchema).max(200),
  /** The sign-in history and the change log, under this shop's user prefix and language. */
  links: z.object({ activity: z.string().max(200), log: z.string().max(200) }),
});
export type UserSecurityData = z.infer<typeof userSecurityDataSchema>;

export const signInEventViewSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  ip: z.string().max(64),
  device: deviceSchema,
  loginMethod: z.string().max(40),
  success: z.boolean(),
  /** Why a failure failed (`wrong-password`, `wrong-code`, `throttled`…); empty on success. */
  reason: z.string().max(40),
});
export type SignInEventView = z.infer<typeof signInEventViewSchema>;

export const signInHistorySchema = z.object({ events: z.array(signInEventViewSchema).max(100), pagination: listingPage });
export type SignInHistory = z.infer<typeof signInHistorySchema>;

export const accountLogEntrySchema = z.object({
  id: z.number().int(),
  at: isoTime,
  /** `name`, `email`, `password`, `session-ended`…: the block translates it. */
  kind: z.string().max(40),
  ip: z.string().max(64),
});
export type AccountLogEntry = z.infer<typeof accountLogEntrySchema>;

export const accountLogSchema = z.object({ entries: z.array(accountLogEntrySchema).max(100), pagination: listingPage });
export type AccountLog = z.infer<typeof accountLogSchema>;

export const userSecurityKindDataSchema = z.object({ security: userSecurityDataSchema });
export const userSecurityActivityKindDataSchema = z.object({ signInHistory: signInHistorySchema });
export const userLogKindDataSchema = z.object({ accountLog: accountLogSchema });
