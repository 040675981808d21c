import { Hono } from 'hono';
import { INQUIRY_NO } from '../../src/schema/web-api/inquiry-limits';
import type { Database } from '../db/database';
import type { FindShopper } from '../http/shopper';
import { readInquiryPicture } from './inquiries';

const PICTURE_PATH = /^([1-5])\.webp$/;

/** The bytes of a stored picture as a response nobody in between keeps. */
export function pictureResponse(webp: Uint8Array): Response {
  return new Response(new Uint8Array(webp), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** `GET /inquiries/<inquiryNo>/<n>.webp`: an inquiry's picture for the signed-in shopper who sent it; anyone else gets 404. */
export function createInquiryPictureRoute(db: Database, findShopper: FindShopper): Hono {
  const route = new Hono();
  route.get('/:inquiryNo/:file', async (c) => {
    const inquiryNo = c.req.param('inquiryNo');
    const match = PICTURE_PATH.exec(c.req.param('file'));
    if (!match || !INQUIRY_NO.test(inquiryNo)) return c.text('Not found', 404);
    const shopper = await findShopper(c);
    if (!shopper) return c.text('Not found', 404);
    const webp = await readInquiryPicture(db, inquiryNo, Number(match[1]), shopper.id);
    return webp ? pictureResponse(webp) : c.text('Not found', 404);
  });
  return route;
}
