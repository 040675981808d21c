/*
 * Values the browser keeps between visits (spec §3), each with its storage key and the check
 * it is read and written through. Plain checks rather than zod schemas: the header reads the
 * cart count as the page starts, before the browser has loaded zod.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmptyOrNull = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Each stored value's check: what was read or is to be written, or the default when it does not pass. */
export const storedValueChecks = {
  cartNum: (value: unknown): number => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0),
  userInfo: (value: unknown): Record<string, unknown> | null => (isRecord(value) ? { ...value } : null),
  'x-auth': nonEmptyOrNull,
  langPath: (value: unknown): string => (typeof value === 'string' && /^(?:\/[A-Za-z-]+)?$/.test(value) ? value : ''),
  visitorId: nonEmptyOrNull,
  notWishList: (value: unknown): boolean => (typeof value === 'boolean' ? value : false),
  /** When visitor tracking last started, in ms since the epoch (spec §4: 10 s restart gap). */
  trackStartedAt: (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0),
} as const;

export type StorageKey = keyof typeof storedValueChecks;
export type StoredValue<K extends StorageKey> = ReturnType<(typeof storedValueChecks)[K]>;
