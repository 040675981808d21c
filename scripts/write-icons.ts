import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/*
 * `npx tsx scripts/write-icons.ts`: the pictures browsers and phones ask a shop for, drawn
 * from public/favicon.svg and committed beside it. Browsers that take no SVG icon, and every
 * bookmark and tab strip that asks /favicon.ico whatever the page says, get the .ico; a phone
 * putting the shop on its home screen takes the apple-touch-icon. Both are linked from index.html.
 */

const PUBLIC = new URL('../public/', import.meta.url);
const at = (name: string) => fileURLToPath(new URL(name, PUBLIC));

/** An .ico holding PNG pictures, one entry each (the format every browser since 2007 reads). */
function icoOf(pngs: ReadonlyArray<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

const svg = await readFile(at('favicon.svg'));
const png = (size: number) => sharp(svg, { density: 72 * (size / 64) * 2 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer();

await writeFile(at('favicon.ico'), icoOf(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))));

// The home screen rounds the corners itself and paints transparent ones black: a full square.
const background = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg.toString('utf8'))?.[1] ?? '#ffffff';
await writeFile(
  at('apple-touch-icon.png'),
  await sharp(svg, { density: 72 * (180 / 64) * 2 }).resize(180, 180).flatten({ background }).png({ compressionLevel: 9, palette: true }).toBuffer(),
);
