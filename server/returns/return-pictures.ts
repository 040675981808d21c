import type { Hono } from 'hono';
import { RETURN_LIMITS } from '../../src/schema/web-api/return-limits';
import type { Database } from '../db/database';
import { createPictureRoute } from '../http/picture-route';
import { encodePicture, type EncodedPicture } from '../http/uploaded-picture';
import type { FindShopper } from '../http/shopper';
import { readReturnPicture } from './returns';

/*
 * A return's pictures, encoded as every upload is (server/http/uploaded-picture.ts). They are
 * the shopper's own: served to them only, never cached by anyone in between.
 */

/** The stored form of a return's picture, or null when the bytes are not a picture the shop takes. */
export function encodeReturnPicture(bytes: Uint8Array): Promise<EncodedPicture | null> {
  return encodePicture(bytes, RETURN_LIMITS.pictureSide);
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
