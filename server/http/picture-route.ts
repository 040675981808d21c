import { Hono } from 'hono';
import type { FindShopper } from './shopper';

/*
 * The routes of pictures shoppers upload (a return's, an inquiry's, a review's):
 * `GET /<key>/<n>.webp`, the stored WebP as it is. Checking the address, who may see it and
 * the headers are the same for all; each domain says what is its own: what its key looks
 * like, how many pictures one holds, whose they are and where they are read from. An
 * address that names nothing, a picture that is not there and one that is not the asker's
 * all answer the same 404, so none tells which it was.
 */

/** The signed-in shopper they belong to only, never kept by anyone in between. */
type OwnersOnly = {
  audience: 'owner';
  findShopper: FindShopper;
  read: (key: string, position: number, shopperId: string) => Promise<Uint8Array | null>;
};

/** Every visitor; anyone may keep them an hour. */
type Everyone = { audience: 'everyone'; read: (key: string, position: number) => Promise<Uint8Array | null> };

export type PictureRouteOptions = {
  /** What a picture's key (a return number, a review id) must look like; anything else is not found. */
  key: RegExp;
  /** How many pictures one key may hold, numbered from 1 (at most 9). */
  maxPictures: number;
  shownTo: OwnersOnly | Everyone;
};

/** The bytes of a stored picture as a response: a shopper's own (`private`) or one every visitor sees (`public`). */
export function pictureResponse(webp: Uint8Array, cache: 'private' | 'public' = 'private'): Response {
  return new Response(new Uint8Array(webp), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': `${cache}, max-age=3600`, 'X-Content-Type-Options': 'nosniff' },
  });
}

export function createPictureRoute(options: PictureRouteOptions): Hono {
  if (!Number.isInteger(options.maxPictures) || options.maxPictures < 1 || options.maxPictures > 9)
    throw new Error(`A picture route holds 1 to 9 pictures a key, not ${options.maxPictures}`);
  const file = new RegExp(`^([1-${options.maxPictures}])\\.webp$`);
  const { shownTo } = options;
  const route = new Hono();
  route.get('/:key/:file', async (c) => {
    const key = c.req.param('key');
    const match = file.exec(c.req.param('file'));
    if (!match || !options.key.test(key)) return c.text('Not found', 404);
    const position = Number(match[1]);
    let webp: Uint8Array | null;
    if (shownTo.audience === 'owner') {
      const shopper = await shownTo.findShopper(c);
      if (!shopper) return c.text('Not found', 404);
      webp = await shownTo.read(key, position, shopper.id);
    } else {
      webp = await shownTo.read(key, position);
    }
    if (!webp) return c.text('Not found', 404);
    return pictureResponse(webp, shownTo.audience === 'owner' ? 'private' : 'public');
  });
  return route;
}
