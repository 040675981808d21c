/*
 * What the shop can draw, named once for both ends: the server draws pictures from these, and
 * the back office offers them as choices, so a merchant picks only what the shop can draw.
 */

/** The things the shop draws (a product's picture, an article's thumbnail, a banner's arrangement). */
export const ART_KINDS = [
  'tee',
  'hoodie',
  'sweater',
  'cap',
  'beanie',
  'scarf',
  'sneaker',
  'tote',
  'backpack',
  'lamp',
  'vase',
  'candle',
  'cushion',
  'mug',
  'bowl',
  'plate',
  'teapot',
  'notebook',
  'pen',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** The studio sets a drawing stands in: the wall's tint and the floor's. */
export const BACKDROPS = {
  linen: { wall: '#efe7db', floor: '#e0d3c0' },
  sage: { wall: '#e2e8dc', floor: '#cfd9c6' },
  mist: { wall: '#e3e9ef', floor: '#cfd9e3' },
  blush: { wall: '#f3e5df', floor: '#e5cfc6' },
  sand: { wall: '#eee3cc', floor: '#dccdaf' },
  stone: { wall: '#e6e3de', floor: '#d3cec5' },
} as const;
export type Backdrop = keyof typeof BACKDROPS;
