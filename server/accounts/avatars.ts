import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp, { type Metadata } from 'sharp';
import { AVATAR_SIZE } from '../../src/schema/web-api/account';
import type { Database } from '../db/database';
import { avatars, users } from '../db/schema';
import { logAccountChange } from './account-log';
import { avatarUrl } from './user-info';

/*
 * Avatars: whatever a shopper uploads is decoded by sharp, which decides what the file is
 * from its bytes (a name or a declared type proves nothing), then drawn again as a 256 px
 * WebP. Re-encoding drops every piece of metadata (EXIF location, camera, comments) and
 * anything hidden after the picture's own data.
 */

/** Formats sharp names that an avatar may start as: JPEG, PNG, WebP, GIF and AVIF (a HEIF file with AV1 inside). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
/** A small file can claim a huge canvas; nothing bigger than this many pixels is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export type EncodedAvatar = { ok: true; webp: Buffer } | { ok: false };

function isAccepted(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return metadata.format !== undefined && ACCEPTED.has(metadata.format);
}

/** The stored form of an uploaded picture, or not ok when the bytes are not a picture the shop takes. */
export async function encodeAvatar(bytes: Uint8Array): Promise<EncodedAvatar> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (!isAccepted(metadata)) return { ok: false };
    const webp = await sharp(bytes, options)
      // Turn the picture upright by its EXIF orientation before that tag is dropped with the rest.
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    return { ok: false };
  }
}

/** Stores the shopper's new avatar and bumps its version, so its URL changes; answers that URL. */
export async function saveAvatar(db: Database, input: { userId: string; webp: Buffer; ip: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(avatars)
      .values({ userId: input.userId, webp: input.webp, updatedAt: now })
      .onConflictDoUpdate({ target: avatars.userId, set: { webp: input.webp, updatedAt: now } });
    const [user] = await tx
      .update(users)
      .set({ avatarVersion: sql`${users.avatarVersion} + 1`, updatedAt: now })
      .where(eq(users.id, input.userId))
      .returning({ id: users.id, avatarVersion: users.avatarVersion });
    if (!user) throw new Error(`No account ${input.userId} to give an avatar`);
    await logAccountChange(tx, { userId: input.userId, kind: 'avatar', detail: { version: user.avatarVersion }, ip: input.ip });
    return avatarUrl(user) ?? '';
  });
}

const AVATAR_PATH = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * `GET /avatars/<userId>.webp?v=<version>`: the stored picture. The version in the URL
 * changes with every new picture, so the current one may be cached for good; an address
 * naming another version gets the current picture, revalidated every time.
 */
export function createAvatarRoute(db: Database): Hono {
  const route = new Hono();
  route.get('/:file', async (c) => {
    const match = AVATAR_PATH.exec(c.req.param('file'));
    if (!match) return c.text('Not found', 404);
    const [row] = await db
      .select({ webp: avatars.webp, version: users.avatarVersion })
      .from(avatars)
      .innerJoin(users, eq(users.id, avatars.userId))
      .where(eq(avatars.userId, match[1]!))
      .limit(1);
    if (!row) return c.text('Not found', 404);
    const current = c.req.query('v') === String(row.version);
    return c.body(new Uint8Array(row.webp), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': current ? FOREVER : 'public, no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return route;
}
