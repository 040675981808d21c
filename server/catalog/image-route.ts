import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { z } from 'zod';
import type { Database } from '../db/database';
import { articles, categories, collections, productImages, products } from '../db/schema';
import type { Logger } from '../logger';
import { SITE_BANNERS } from './images/site-banners';
import { ART_KINDS } from './images/objects';
import { arrangementArtSchema, arrangementSvg, productArtSchema, productSceneSvg } from './images/scenes';
import { heightAt, parseImagePath, type ImageRequest } from './images/urls';

/*
 * Catalog pictures are drawn, not stored: each row keeps a small description of its picture,
 * and this route turns it into WebP at the asked width on first request. The file is kept on
 * disk under a name that includes the description, so a changed picture gets a new file and
 * the old URL never serves stale bytes within a version.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Bump when drawing or encoding changes, so cached files from before are not reused. */
const RENDER_VERSION = 1;
const WEBP_QUALITY = 80;

const artKindSchema = z.enum(ART_KINDS);

/** A drawn picture's vector, or the bytes of one a merchant uploaded (already WebP at the largest rendition's size). */
type Drawing = { svg: string; shape: ImageRequest['shape'] } | { upload: Uint8Array; shape: ImageRequest['shape'] };

async function drawingFor(db: Database, request: ImageRequest): Promise<Drawing | null> {
  switch (request.shape) {
    case 'product': {
      const [row] = await db
        .select({ kind: products.artKind, art: productImages.art, upload: productImages.upload })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(and(eq(products.slug, request.slug), eq(productImages.position, request.position)))
        .limit(1);
      if (!row) return null;
      if (row.upload) return { upload: row.upload, shape: 'product' };
      const kind = artKindSchema.safeParse(row.kind);
      const art = productArtSchema.safeParse(row.art);
      if (!kind.success || !art.success) throw new Error(`The picture ${request.position} of product ${request.slug} has an unreadable description`);
      return { svg: productSceneSvg(kind.data, art.data), shape: 'product' };
    }
    case 'article': {
      const [row] = await db.select({ art: articles.art }).from(articles).where(eq(articles.slug, request.slug)).limit(1);
      if (!row) return null;
      return { svg: arrangementSvg(parseArrangement(row.art, `article ${request.slug}`), 'article'), shape: 'article' };
    }
    case 'banner': {
      let art: unknown;
      if (request.owner === 'site') {
        art = Object.hasOwn(SITE_BANNERS, request.slug) ? SITE_BANNERS[request.slug] : undefined;
      } else {
        const table = request.owner === 'category' ? categories : collections;
        const [row] = await db.select({ art: table.art }).from(table).where(eq(table.slug, request.slug)).limit(1);
        art = row?.art ?? undefined;
      }
      // A category without art has no banner: that is a missing picture, not a broken one.
      if (art === undefined || art === null) return null;
      return { svg: arrangementSvg(parseArrangement(art, `${request.owner} ${request.slug}`), 'banner'), shape: 'banner' };
    }
  }
}

function parseArrangement(value: unknown, owner: string) {
  const parsed = arrangementArtSchema.safeParse(value);
  if (!parsed.success) throw new Error(`The picture of ${owner} has an unreadable description`);
  return parsed.data;
}

async function encode(svg: string, width: number, height: number): Promise<Buffer> {
  const viewWidth = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? width);
  // Rasterise the vector at the target size rather than scaling a small bitmap up.
  const density = Math.max(72, Math.ceil((72 * width) / viewWidth));
  return sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'cover' }).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
}

export type ImageRouteOptions = {
  db: Database;
  /** Where rendered files are kept; null renders every request afresh. */
  cacheDir: string | null;
  logger?: Logger | undefined;
};

/** Mount under `/images`: answers the paths `images/urls.ts` writes, 404 for anything else. */
export function createImageRoute(options: ImageRouteOptions): Hono {
  const { db, cacheDir, logger } = options;
  const route = new Hono();
  // Several shoppers opening a new page at once ask for the same file: render it once.
  const inFlight = new Map<string, Promise<Buffer>>();
  let cacheReady: Promise<unknown> | null = null;

  async function rendered(request: ImageRequest, drawing: Drawing): Promise<Buffer> {
    const source = 'svg' in drawing ? drawing.svg : drawing.upload;
    const key = createHash('sha256').update(`${RENDER_VERSION}\u0000${request.width}\u0000${'svg' in drawing ? 'svg' : 'upload'}\u0000`).update(source).digest('hex').slice(0, 32);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      const file = cacheDir ? join(cacheDir, `${key}.webp`) : null;
      if (file) {
        try {
          return await readFile(file);
        } catch {
          // Not rendered yet.
        }
      }
      const height = heightAt(drawing.shape, request.width);
      const bytes =
        'svg' in drawing
          ? await encode(drawing.svg, request.width, height)
          : await sharp(drawing.upload).resize(request.width, height, { fit: 'cover' }).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
      if (file && cacheDir) {
        try {
          cacheReady ??= mkdir(cacheDir, { recursive: true });
          await cacheReady;
          // Write then rename, so a reader never sees half a file.
          const partial = `${file}.${process.pid}.partial`;
          await writeFile(partial, bytes);
          await rename(partial, file);
        } catch (error) {
          logger?.warn('An image could not be cached; it will be rendered again next time', { file, error });
        }
      }
      return bytes;
    })();
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      inFlight.delete(key);
    }
  }

  route.get('/*', async (c) => {
    const path = c.req.path.replace(/^\/images/, '');
    const request = parseImagePath(path);
    const drawing = request ? await drawingFor(db, request) : null;
    if (!request || !drawing) {
      c.header('Cache-Control', 'no-store');
      return c.text(`No image at ${c.req.path}`, 404);
    }
    const bytes = await rendered(request, drawing);
    c.header('Content-Type', 'image/webp');
    c.header('Cache-Control', IMMUTABLE);
    c.header('Content-Length', String(bytes.byteLength));
    return c.body(new Uint8Array(bytes));
  });

  return route;
}
