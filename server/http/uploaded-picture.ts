import sharp, { type Metadata } from 'sharp';

/*
 * Pictures shoppers upload (a return's, an inquiry's, a review's): sharp decides what each
 * upload is from its bytes (a name or a declared type proves nothing) and draws it again as a
 * WebP no larger than the caller keeps, which drops every piece of metadata (EXIF location,
 * camera, comments) and anything appended after the picture's own data.
 */

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
/** A small file can claim a huge canvas; nothing bigger than this many pixels is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

function isAccepted(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return metadata.format !== undefined && ACCEPTED.has(metadata.format);
}

export type EncodedPicture = { webp: Uint8Array; width: number; height: number };

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

/** Why an upload was not taken: not a picture the shop reads, or more pixels than it decodes. */
export type PictureRefusal = { reason: 'not-a-picture' } | { reason: 'too-many-pixels'; width: number; height: number };

/**
 * A merchant's picture for a frame of fixed size (a product's 4:5): judged by its bytes, upright,
 * cropped to the frame around its centre (where a product photo puts the product), and drawn
 * again as WebP without metadata.
 */
export async function encodePictureFramed(bytes: Uint8Array, frame: { width: number; height: number }): Promise<{ ok: true; webp: Uint8Array } | ({ ok: false } & PictureRefusal)> {
  const options = { limitInputPixels: false, animated: false, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    return { ok: false, reason: 'not-a-picture' };
  }
  if (!isAccepted(metadata)) return { ok: false, reason: 'not-a-picture' };
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-many-pixels', width, height };
  try {
    const data = await sharp(bytes, { ...options, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(frame.width, frame.height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp: new Uint8Array(data) };
  } catch {
    return { ok: false, reason: 'not-a-picture' };
  }
}
