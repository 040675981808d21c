import type { ArrangementArt } from './scenes';

/**
 * Banners of composed pages (the home hero, the journal), served at
 * `/images/b/site/<name>-<width>.webp`; categories and collections keep theirs in their rows.
 * The image route draws them as it draws every catalog picture, so they live beside the drawing.
 */
export const SITE_BANNERS: Readonly<Record<string, ArrangementArt>> = {
  'home-hero': { kinds: ['vase', 'lamp', 'mug', 'candle', 'notebook'], colors: ['#c46a4a', '#c99a2e', '#f3f0e8', '#e2b4a8', '#28375b'], accent: '#2f5240', backdrop: 'linen' },
  'new-season': { kinds: ['sweater', 'tote', 'sneaker', 'beanie', 'scarf'], colors: ['#2f5240', '#e6d9bf', '#f3f0e8', '#a9502c', '#c99a2e'], accent: '#c46a4a', backdrop: 'sand' },
  journal: { kinds: ['notebook', 'teapot', 'pen', 'bowl', 'candle'], colors: ['#28375b', '#f3f0e8', '#c99a2e', '#8fb3d1', '#e6d9bf'], accent: '#a9502c', backdrop: 'mist' },
};
