import type { Hono } from 'hono';
import { INQUIRY_LIMITS, INQUIRY_NO } from '../../src/schema/web-api/inquiry-limits';
import type { Database } from '../db/database';
import { createPictureRoute } from '../http/picture-route';
import type { FindShopper } from '../http/shopper';
import { readInquiryPicture } from './inquiries';

/** `GET /inquiries/<inquiryNo>/<n>.webp`: an inquiry's picture for the signed-in shopper who sent it; anyone else gets 404. */
export function createInquiryPictureRoute(db: Database, findShopper: FindShopper): Hono {
  return createPictureRoute({
    key: INQUIRY_NO,
    maxPictures: INQUIRY_LIMITS.pictures,
    shownTo: {
      audience: 'owner',
      findShopper,
      read: (inquiryNo, position, shopperId) => readInquiryPicture(db, inquiryNo, position, shopperId),
    },
  });
}
