import { z } from 'zod';

/** Values the browser keeps between visits (spec §3), each with its storage key. */
export const storageSchemas = {
  cartNum: z.number().int().min(0).catch(0),
  userInfo: z.record(z.string(), z.unknown()).nullable().catch(null),
  'x-auth': z.string().min(1).nullable().catch(null),
  langPath: z.string().regex(/^(?:\/[A-Za-z-]+)?$/).catch(''),
  visitorId: z.string().min(1).nullable().catch(null),
  notWishList: z.boolean().catch(false),
  /** When visitor tracking last started, in ms since the epoch (spec §4: 10 s restart gap). */
  trackStartedAt: z.number().catch(0),
} as const;

export type StorageKey = keyof typeof storageSchemas;
export type StoredValue<K extends StorageKey> = z.infer<(typeof storageSchemas)[K]>;
