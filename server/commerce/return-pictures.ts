import type { Hono } from 'hono';
import sharp, { type Metadata } from 'sharp';
import { RETURN_LIMITS } from '../../src/schema/web-api/return-limits';
import type { Database } from '../db/database';
import { createPictureRoute } from '../http/picture-route';
import type { FindShopper } from '../http/shopper';
import { readReturnPicture } from './returns';

/*
 * A return's pictures: sharp decides what each upload is from its bytes (a name or a declared
 * type proves nothing) and draws it again as a WebP no larger than the shop keeps, which
 * drops every piece of metadata (EXIF location, camera, comments) and anything appended after
 * the picture's own data. They are the shopper's own: served to them only, never cached by
 * anyone in between.
 */

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
/** A small file can claim a huge canvas; nothing bigger than this many pixels is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

function isAccepted(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return metadata.format !== undefined && ACCEPTED.has(metadata.format);
}

export type EncodedPicture = { webp: Uint8Array; width: number; height: number };

/** The stored form of a return's picture, or null when the bytes are not a picture the shop takes. */
export function encodeReturnPicture(bytes: Uint8Array): Promise<EncodedPicture | null> {
  return encodePicture(bytes, RETURN_LIMITS.pictureSide);
}

/**
 * The stored form of any picture a shopper uploads (a return's, an inquiry's): WebP whose
 * longest side is at most `maxSide`, or null when the bytes are not a picture the shop takes.
 */
export async function encodePicture(bytes: Uint8Array, maxSide: number): Promise<EncodedPicture | null> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (!isAccepted(metadata)) return null;
    const { data, info } = await sharp(bytes, options)
      // Upright by its EXIF orientation before that tag is dropped with the rest.
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { webp: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** `GET /returns/<returnNo>/<n>.webp`: a return's picture for the signed-in shopper who applied; anyone else gets 404. */
export function createReturnPictureRoute(db: Database, findShopper: FindShopper): Hono {
  return createPictureRoute({
    key: /^R\d{8}-\d{6}$/,
    maxPictures: RETURN_LIMITS.pictures,
    shownTo: {
      audience: 'owner',
      findShopper,
      read: (returnNo, position, shopperId) => readReturnPicture(db, returnNo, position, shopperId),
    },
  });
}
