import { z } from 'zod';
import { BACKDROPS, type Backdrop } from '../../../src/schema/drawings';
import { darken, lighten, luminance, mix, tonesOf } from './color';
import { ART_KINDS, drawObject, type ArtKind } from './objects';

/*
 * Scenes put the illustrations into a photo-like setting: a studio wall and floor in a soft
 * tint, a blurred contact shadow, and for some shots a plinth or a few props. Each scene is
 * a pure function from its description to SVG text, so one description always gives the
 * same picture and the cache can trust it.
 */

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);

export { BACKDROPS, type Backdrop };
const backdropName = z.enum(Object.keys(BACKDROPS) as [Backdrop, ...Backdrop[]]);

export const PRODUCT_SCENES = ['hero', 'angle', 'detail', 'still'] as const;
export type ProductScene = (typeof PRODUCT_SCENES)[number];

/** Stored in `product_images.art`; the kind comes from the product. */
export const productArtSchema = z.object({
  scene: z.enum(PRODUCT_SCENES),
  color: hex,
  accent: hex,
  backdrop: backdropName,
});
export type ProductArt = z.infer<typeof productArtSchema>;

/** Stored in `articles.art`, `categories.art`, `collections.art`: a small arrangement of things. */
export const arrangementArtSchema = z.object({
  kinds: z.array(z.enum(ART_KINDS)).min(1).max(5),
  colors: z.array(hex).min(1).max(5),
  accent: hex,
  backdrop: backdropName,
});
export type ArrangementArt = z.infer<typeof arrangementArtSchema>;

/** Product pictures are 4:5 portraits, article thumbnails 4:3, banners 5:2. */
export const PRODUCT_IMAGE_SIZE = { width: 1280, height: 1600 } as const;
export const ARTICLE_IMAGE_SIZE = { width: 1280, height: 960 } as const;
export const BANNER_IMAGE_SIZE = { width: 1280, height: 512 } as const;

function backdropFor(name: Backdrop, objectColor: string) {
  const { wall, floor } = BACKDROPS[name];
  // A pale object on a pale wall disappears: deepen the set behind it a little.
  const deepen = luminance(objectColor) > 0.62 ? 0.1 : 0;
  return { wall: darken(wall, deepen), floor: darken(floor, deepen) };
}

function studio(id: string, width: number, height: number, horizon: number, wall: string, floor: string): string {
  return (
    `<defs>` +
    `<linearGradient id="${id}-wall" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.35)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="${darken(floor, 0.08)}"/></linearGradient>` +
    `<radialGradient id="${id}-light" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}" stop-opacity="0"/><stop offset="1" stop-color="${floor}"/></linearGradient>` +
    `<filter id="${id}-blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<filter id="${id}-soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>` +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id}-wall)"/>` +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#${id}-floor)"/>` +
    // A curved sweep instead of a hard corner, like a paper backdrop.
    `<rect y="${horizon - 60}" width="${width}" height="60" fill="url(#${id}-sweep)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#${id}-light)"/>`
  );
}

function shadow(id: string, cx: number, cy: number, rx: number, strength = 0.28): string {
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.max(10, rx * 0.12)}" fill="#2b2118" opacity="${strength}" filter="url(#${id}-blur)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.75}" ry="${Math.max(5, rx * 0.05)}" fill="#2b2118" opacity="${strength * 0.9}" filter="url(#${id}-soft)"/>`
  );
}

/** Places an object so its base centre lands on (x, groundY) at the given scale. */
function place(kind: ArtKind, id: string, color: string, accent: string, x: number, groundY: number, scale: number, rotate = 0) {
  const drawn = drawObject(kind, id, tonesOf(color, accent));
  const base = drawn.base ?? 560;
  const tx = x - 300 * scale;
  const ty = groundY - base * scale;
  const turn = rotate ? ` rotate(${rotate} 300 ${base})` : '';
  return { drawn, svg: `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale})${turn}">${drawn.svg}</g>` };
}

function sprig(x: number, groundY: number, color: string): string {
  const leaf = (cx: number, cy: number, angle: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="22" ry="9" fill="${color}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  return (
    `<path d="M${x - 34},${groundY} L${x + 34},${groundY} L${x + 26},${groundY - 96} Q${x},${groundY - 106} ${x - 26},${groundY - 96} Z" fill="#f3efe8" stroke="#cfc6b8" stroke-width="2"/>` +
    `<path d="M${x},${groundY - 100} C${x - 10},${groundY - 180} ${x + 20},${groundY - 240} ${x + 6},${groundY - 300}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="4"/>` +
    leaf(x - 20, groundY - 170, -35) +
    leaf(x + 26, groundY - 200, 30) +
    leaf(x - 12, groundY - 240, -50) +
    leaf(x + 22, groundY - 270, 40) +
    leaf(x + 4, groundY - 306, -80)
  );
}

function pebbles(x: number, groundY: number, tint: string): string {
  return (
    `<ellipse cx="${x}" cy="${groundY - 16}" rx="40" ry="20" fill="${darken(tint, 0.25)}"/>` +
    `<ellipse cx="${x + 54}" cy="${groundY - 10}" rx="24" ry="13" fill="${darken(tint, 0.4)}"/>` +
    `<ellipse cx="${x - 8}" cy="${groundY - 24}" rx="18" ry="6" fill="#ffffff" opacity="0.25"/>`
  );
}

/** Clothes read better on a hanger than standing on a plinth. */
const GARMENTS: ReadonlySet<ArtKind> = new Set<ArtKind>(['tee', 'hoodie', 'sweater', 'scarf']);
const COLLAR_Y: Partial<Record<ArtKind, number>> = { tee: 92, hoodie: 70, sweater: 96, scarf: 110 };

function hangingGarment(id: string, kind: ArtKind, art: ProductArt, wall: string, floor: string): string {
  const scale = 0.98;
  const collar = COLLAR_Y[kind] ?? 100;
  const tx = 400 - 300 * scale;
  const ty = 300 - collar * scale;
  const at = `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale})`;
  // The bar rests along the shoulders, hidden by the garment; the hook rises above the collar.
  const shoulder = Math.round(ty + 132 * scale);
  const neck = Math.round(ty + (collar - 20) * scale);
  const tones = tonesOf(art.color, art.accent);
  const wood = '#b8875a';
  return (
    studio(id, 800, 1000, 860, wall, floor) +
    `<defs><filter id="${id}-cast" x="-30%" y="-30%" width="160%" height="160%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="14"/><feOffset dx="26" dy="30"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer></filter></defs>` +
    `<path d="M150,860 L150,300 A250,250 0 0 1 650,300 L650,860 Z" fill="${mix(wall, art.accent, 0.16)}" opacity="0.75"/>` +
    // Rail, hook and the wooden hanger's bar (hidden behind the shoulders).
    `<rect x="0" y="176" width="800" height="12" rx="6" fill="#b89150"/><rect x="0" y="176" width="800" height="4" rx="2" fill="#e2c98f"/>` +
    `<path d="M400,${neck} L400,214 C400,196 386,188 378,198 M400,214 C402,196 396,182 384,182" fill="none" stroke="#8d8d8d" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M400,${neck} L236,${shoulder} L564,${shoulder} Z" fill="none" stroke="${wood}" stroke-width="16" stroke-linejoin="round"/>` +
    `<g transform="${at}" filter="url(#${id}-cast)">${drawObject(kind, `${id}c`, tones).svg}</g>` +
    `<g transform="${at}">${drawObject(kind, `${id}o`, tones).svg}</g>`
  );
}

/** One product picture, 800 × 1000 units. */
export function productSceneSvg(kind: ArtKind, art: ProductArt): string {
  const id = 'p';
  const W = 800;
  const H = 1000;
  const { wall, floor } = backdropFor(art.backdrop, art.color);
  const parts: string[] = [];
  switch (art.scene) {
    case 'hero': {
      parts.push(studio(id, W, H, 700, wall, floor));
      const scale = 1.16;
      const object = place(kind, `${id}o`, art.color, art.accent, 400, 870, scale);
      parts.push(shadow(id, 400, 870, object.drawn.footprint * scale), object.svg);
      break;
    }
    case 'angle': {
      if (GARMENTS.has(kind)) {
        parts.push(hangingGarment(id, kind, art, wall, floor));
        break;
      }
      parts.push(studio(id, W, H, 640, wall, floor));
      // An arch behind and a round plinth under the object.
      parts.push(`<path d="M170,640 L170,330 A230,230 0 0 1 630,330 L630,640 Z" fill="${mix(wall, art.accent, 0.2)}" opacity="0.8"/>`);
      const plinth = darken(floor, 0.06);
      parts.push(
        shadow(id, 400, 880, 250, 0.22),
        `<path d="M150,780 L150,860 A250,44 0 0 0 650,860 L650,780 Z" fill="${darken(plinth, 0.1)}"/>`,
        `<ellipse cx="400" cy="780" rx="250" ry="44" fill="${lighten(plinth, 0.18)}"/>`,
      );
      const scale = 0.86;
      const object = place(kind, `${id}o`, art.color, art.accent, 400, 790, scale, -6);
      parts.push(shadow(id, 400, 790, object.drawn.footprint * scale, 0.3), object.svg);
      break;
    }
    case 'detail': {
      parts.push(studio(id, W, H, 1000, wall, floor));
      const probe = drawObject(kind, 'probe', tonesOf(art.color, art.accent));
      const scale = 2.4;
      const tx = 400 - probe.focus.x * scale;
      const ty = 500 - probe.focus.y * scale;
      parts.push(`<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale})">${drawObject(kind, `${id}o`, tonesOf(art.color, art.accent)).svg}</g>`);
      // Lens vignette so the crop reads as a close-up photograph.
      parts.push(
        `<defs><radialGradient id="${id}-vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient></defs>`,
        `<rect width="${W}" height="${H}" fill="url(#${id}-vig)"/>`,
      );
      break;
    }
    case 'still': {
      parts.push(studio(id, W, H, 660, wall, floor));
      // Window light falling across the wall.
      parts.push(`<path d="M430,0 L640,0 L420,660 L210,660 Z" fill="#ffffff" opacity="0.18"/>`);
      parts.push(shadow(id, 190, 880, 60, 0.22), sprig(190, 880, '#7f9170'));
      const scale = 0.82;
      const object = place(kind, `${id}o`, art.color, art.accent, 470, 900, scale, 4);
      parts.push(shadow(id, 470, 900, object.drawn.footprint * scale), object.svg);
      parts.push(shadow(id, 660, 930, 70, 0.2), pebbles(650, 940, floor));
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

/**
 * Several things arranged on a table or plinths: article thumbnails (4:3) and banners (5:2).
 * Banners keep their left part calm so a heading can sit on it.
 */
export function arrangementSvg(art: ArrangementArt, format: 'article' | 'banner'): string {
  const id = 'a';
  const W = format === 'article' ? 800 : 1600;
  const H = format === 'article' ? 600 : 640;
  const first = art.colors[0]!;
  const { wall, floor } = backdropFor(art.backdrop, first);
  const parts: string[] = [];
  const colorAt = (i: number) => art.colors[i % art.colors.length]!;

  if (format === 'article') {
    parts.push(studio(id, W, H, 400, wall, floor));
    parts.push(`<path d="M470,0 L640,0 L500,400 L330,400 Z" fill="#ffffff" opacity="0.2"/>`);
    const slots = [
      { x: 260, y: 540, s: 0.62 },
      { x: 520, y: 560, s: 0.5 },
      { x: 660, y: 520, s: 0.36 },
    ];
    art.kinds.slice(0, 3).forEach((kind, i) => {
      const slot = slots[i]!;
      const object = place(kind, `${id}${i}`, colorAt(i), art.accent, slot.x, slot.y, slot.s);
      parts.push(shadow(id, slot.x, slot.y, object.drawn.footprint * slot.s), object.svg);
    });
    if (art.kinds.length < 3) parts.push(shadow(id, 640, 560, 50, 0.2), sprig(640, 560, '#7f9170'));
  } else {
    parts.push(studio(id, W, H, 470, wall, floor));
    parts.push(`<path d="M880,470 L880,230 A230,230 0 0 1 1340,230 L1340,470 Z" fill="${mix(wall, art.accent, 0.22)}" opacity="0.85"/>`);
    const plinths = [
      { x: 820, top: 500, w: 150, h: 60 },
      { x: 1110, top: 430, w: 170, h: 140 },
      { x: 1400, top: 520, w: 140, h: 40 },
    ];
    for (const plinth of plinths) {
      const tone = darken(floor, 0.04);
      parts.push(
        shadow(id, plinth.x, plinth.top + plinth.h + 30, plinth.w + 30, 0.2),
        `<path d="M${plinth.x - plinth.w},${plinth.top} L${plinth.x - plinth.w},${plinth.top + plinth.h} A${plinth.w},26 0 0 0 ${plinth.x + plinth.w},${plinth.top + plinth.h} L${plinth.x + plinth.w},${plinth.top} Z" fill="${darken(tone, 0.08)}"/>`,
        `<ellipse cx="${plinth.x}" cy="${plinth.top}" rx="${plinth.w}" ry="26" fill="${lighten(tone, 0.2)}"/>`,
      );
    }
    const slots = [
      { x: 820, y: 508, s: 0.5 },
      { x: 1110, y: 438, s: 0.56 },
      { x: 1400, y: 528, s: 0.42 },
      { x: 620, y: 600, s: 0.32 },
      { x: 1540, y: 610, s: 0.28 },
    ];
    art.kinds.slice(0, 5).forEach((kind, i) => {
      const slot = slots[i]!;
      const object = place(kind, `${id}${i}`, colorAt(i), art.accent, slot.x, slot.y, slot.s);
      parts.push(shadow(id, slot.x, slot.y, object.drawn.footprint * slot.s), object.svg);
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>`;
}
